import { renderWithProviders, screen } from "../../test-utils";
import { EMPTY_CARD } from "../../lib/booking/card-fields";
import { PaymentFields } from "./payment-fields";

// A declined card is said in the page's language, from the API's `decline`.

const fields = (failure: string | null) => (
  <PaymentFields
    card={EMPTY_CARD}
    onChange={() => {}}
    errors={{}}
    onLeave={() => {}}
    failure={failure}
  />
);

describe("a declined card at checkout", () => {
  it("says why in English", () => {
    renderWithProviders(fields("decline:insufficient_funds"));
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Your card was declined for insufficient funds. Use another card.",
    );
  });

  it("says why in French", () => {
    renderWithProviders(fields("decline:authentication_abandoned"), {
      language: "fr",
    });
    expect(screen.getByRole("alert")).toHaveTextContent(
      "La vérification auprès de votre banque n'a pas été terminée.",
    );
  });

  it("keeps the issuer's own words when no reason is named", () => {
    renderWithProviders(fields("The card issuer refused."));
    expect(screen.getByRole("alert")).toHaveTextContent(
      "The card issuer refused.",
    );
  });
});
