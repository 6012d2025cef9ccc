import { useStaticQuery } from "gatsby";
import userEvent from "@testing-library/user-event";
import content from "../../../content/featured-trips.json";
import { formatPrice } from "../../../domain/money/format-price";
import { renderWithProviders, screen, waitFor, within } from "../../test-utils";
import { FeaturedTrips } from "./featured-trips";

const TODAY = new Date(2026, 10, 22, 9, 30);

// Jest's fake clock wraps Intl.DateTimeFormat around the real one; the
// visitor's time zone is set on the real one.
const RealDateTimeFormat = Intl.DateTimeFormat;
const realOptions = RealDateTimeFormat.prototype.resolvedOptions;

function setTimeZone(timeZone: string) {
  jest
    .spyOn(RealDateTimeFormat.prototype, "resolvedOptions")
    .mockImplementation(function (this: Intl.DateTimeFormat) {
      return { ...realOptions.call(this), timeZone };
    });
}

beforeEach(() => {
  jest.useFakeTimers({ now: TODAY, advanceTimers: true });
  window.sessionStorage.clear();
  window.history.replaceState(null, "", "/");
  setTimeZone("America/Toronto");
  jest.mocked(useStaticQuery).mockReturnValue({
    allFeaturedTripMarket: {
      nodes: Object.entries(content.markets).map(([market, cards]) => ({
        market,
        // As the build's resolver writes it (gatsby/create-resolvers.ts).
        cards: cards.map((card) => ({
          ...card,
          priceLabels: {
            en: formatPrice(card.priceCents),
            fr: formatPrice(card.priceCents, "fr-CA"),
          },
        })),
      })),
    },
  });
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const nth = (elements: HTMLElement[], index: number) => {
  const element = elements[index];
  if (!element) throw new Error(`no element ${index}`);
  return element;
};
const card = (index: number) =>
  within(nth(screen.getAllByRole("article"), index));
const routes = () =>
  screen.getAllByRole("link").map((link) => link.textContent);
const marketButton = (name: string) => screen.getByRole("button", { name });
const queryOf = (link: HTMLElement) =>
  Object.fromEntries(
    new URLSearchParams(link.getAttribute("href")?.split("?")[1]),
  );

/** Renders the cards and waits until today's dates are in them. */
async function renderCards(...args: Parameters<typeof renderWithProviders>) {
  const rendered = renderWithProviders(...args);
  await waitFor(() =>
    expect(screen.getAllByRole("article")[0]).not.toHaveTextContent(
      /Leaving in 3 weeks|Départ dans 3 semaines/,
    ),
  );
  return rendered;
}

describe("FeaturedTrips", () => {
  it("shows Toronto's trips with prices, dates and points", async () => {
    await renderCards(<FeaturedTrips />);
    expect(marketButton("Toronto")).toHaveAttribute("aria-pressed", "true");
    expect(marketButton("Vancouver")).toHaveAttribute("aria-pressed", "false");
    expect(routes()).toEqual([
      "Toronto (YYZ) → to Montreal (YUL)",
      "Toronto (YYZ) → to New York (LGA)",
      "Toronto (YYZ) → to London (LHR)",
    ]);
    expect(
      screen.getByRole("link", { name: "Toronto (YYZ) to Montreal (YUL)" }),
    ).toBeInTheDocument();
    const newYork = card(1);
    expect(newYork.getByText("Delta Air Lines")).toBeInTheDocument();
    expect(newYork.getByText(/Roundtrip · Nonstop/)).toBeInTheDocument();
    expect(newYork.getByText("Sun, Dec 13–Sun, Dec 20")).toBeInTheDocument();
    expect(newYork.getByText("$412.00")).toBeInTheDocument();
    expect(newYork.getByText("taxes and fees included")).toBeInTheDocument();
    expect(newYork.getByText("earn 1,505 points")).toBeInTheDocument();
    expect(card(2).getByText(/1 stop/)).toBeInTheDocument();
  });

  it("starts on Vancouver for a visitor in western Canada", async () => {
    setTimeZone("America/Edmonton");
    renderWithProviders(<FeaturedTrips />);
    // The time zone rules load after the page.
    await waitFor(() =>
      expect(marketButton("Vancouver")).toHaveAttribute("aria-pressed", "true"),
    );
    expect(routes()).toEqual([
      "Vancouver (YVR) → to Toronto (YYZ)",
      "Vancouver (YVR) → to San Francisco (SFO)",
      "Vancouver (YVR) → to Tokyo (HND)",
    ]);
  });

  it("switches market and keeps the choice for the visit", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { unmount } = renderWithProviders(<FeaturedTrips />);
    await user.click(marketButton("Vancouver"));
    expect(marketButton("Vancouver")).toHaveAttribute("aria-pressed", "true");
    expect(marketButton("Toronto")).toHaveAttribute("aria-pressed", "false");
    expect(
      screen.getByRole("list", { name: "Trips from Vancouver" }),
    ).toBeInTheDocument();
    expect(card(2).getByText("$1,384.00")).toBeInTheDocument();

    unmount();
    renderWithProviders(<FeaturedTrips />);
    expect(marketButton("Vancouver")).toHaveAttribute("aria-pressed", "true");
    expect(routes()[0]).toBe("Vancouver (YVR) → to Toronto (YYZ)");
  });

  it.each([
    ["campaign2", "earn 3,010 points"],
    ["campaign4", "earn 200 points"],
  ])("earns the %s points", async (campaign, points) => {
    window.history.replaceState(null, "", `/?campaign=${campaign}`);
    await renderCards(<FeaturedTrips />);
    expect(card(1).getByText(points)).toBeInTheDocument();
    expect(queryOf(nth(screen.getAllByRole("link"), 1)).campaign).toBe(
      campaign,
    );
  });

  it("leads to /search with the trip, today's dates and the campaign", async () => {
    window.history.replaceState(
      null,
      "",
      "/?campaign=campaign2&searchType=verto",
    );
    await renderCards(<FeaturedTrips />);
    const link = screen.getByRole("link", { name: /New York/ });
    expect(link.getAttribute("href")).toBe(
      "/search?departure=YYZ&arrival=LGA&departureDate=2026-12-13&arrivalDate=2026-12-20&adults=1&children=0&campaign=campaign2&searchType=verto&stops=0",
    );
  });

  it("always searches with verto on the partner page", async () => {
    await renderCards(<FeaturedTrips searchType="verto" />);
    for (const link of screen.getAllByRole("link")) {
      expect(queryOf(link).searchType).toBe("verto");
    }
  });

  it("speaks French on French pages, links included", async () => {
    await renderCards(<FeaturedTrips />, { language: "fr" });
    expect(
      screen.getByRole("group", { name: "Au départ de" }),
    ).toBeInTheDocument();
    const montreal = card(0);
    expect(
      montreal.getByText(/Aller-retour · Sans escale/),
    ).toBeInTheDocument();
    expect(
      montreal.getByText((text) =>
        text.replace(/\s+/g, " ").startsWith("dim. 13 déc."),
      ),
    ).toBeInTheDocument();
    expect(
      montreal.getByText((text) => /^accumulez 1\s055 points$/.test(text)),
    ).toBeInTheDocument();
    // Raw text: the default normalizer would turn the non-breaking spaces into spaces.
    const raw = { normalizer: (text: string) => text };
    expect(montreal.getByText("289,00\u00a0$", raw)).toBeInTheDocument();
    expect(
      screen
        .getByRole("link", { name: /Montréal \(YUL\)/ })
        .getAttribute("href"),
    ).toMatch(/^\/fr\/search\?departure=YYZ&arrival=YUL&departureDate=/);
    expect(card(2).getByText("1\u00a0046,00\u00a0$", raw)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Londres \(LHR\)/ })).toBeVisible();
    expect(screen.queryByText(/Montreal|London|\$\d/)).toBeNull();
  });
});
