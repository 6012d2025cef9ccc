import { renderWithProviders } from "../test-utils";
import { EARLY_OFFERS_SLOT_ID, type EarlyOfferWords } from "./early-offers";
import { EarlyOffersSlot } from "./early-offers-slot";

const wordsOf = (element: Element | null) =>
  JSON.parse((element as HTMLElement).dataset.words!) as EarlyOfferWords;

test("an empty slot holding the words in English", () => {
  const { container } = renderWithProviders(<EarlyOffersSlot />);
  const slot = container.querySelector(`#${EARLY_OFFERS_SLOT_ID}`);
  expect(slot!.childNodes).toHaveLength(0);
  expect(wordsOf(slot)).toEqual({
    language: "en",
    from: "from",
    nonstop: "Nonstop",
    stops: ["1 stop", "2 stops", "3 stops", "4 stops"],
    nextDay: expect.arrayContaining(["+1 day"]),
  });
});

test("in French, with French plurals", () => {
  const { container } = renderWithProviders(<EarlyOffersSlot />, {
    language: "fr",
  });
  const words = wordsOf(container.querySelector(`#${EARLY_OFFERS_SLOT_ID}`));
  expect(words.language).toBe("fr");
  expect(words.from).toBe("à partir de");
  expect(words.stops.slice(0, 2)).toEqual(["1 escale", "2 escales"]);
});

test("React hydrates the built slot and leaves what the inline script wrote in it", () => {
  const built = renderWithProviders(<EarlyOffersSlot />);
  const html = built.container.innerHTML;
  built.unmount();
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  container.querySelector(`#${EARLY_OFFERS_SLOT_ID}`)!.innerHTML =
    "<ul><li>early</li></ul>";
  const errors = jest.spyOn(console, "error");

  const { rerender } = renderWithProviders(<EarlyOffersSlot />, {
    container,
    hydrate: true,
  });
  rerender(<EarlyOffersSlot />);

  expect(
    container.querySelector(`#${EARLY_OFFERS_SLOT_ID} li`)!.textContent,
  ).toBe("early");
  // React's development build would report a mismatch here.
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
});
