import { renderWithProviders, screen } from "../../test-utils";
import {
  DECLINE_MESSAGES,
  DECLINES,
} from "../../../domain/payments/payment-declines";
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

  it.each(DECLINES)("says %s in English and in French", (decline) => {
    const said = (language: string) => {
      const { unmount } = renderWithProviders(fields(`decline:${decline}`), {
        language,
      });
      const text = screen.getByRole("alert").textContent ?? "";
      unmount();
      return text;
    };
    const english = said("en");
    const french = said("fr");
    // The API's English words, and a French sentence, not the fallback.
    expect(english).toContain(DECLINE_MESSAGES[decline]);
    expect(french).not.toContain(DECLINE_MESSAGES[decline]);
    expect(french).not.toContain("payment.declines");
    expect(french).toMatch(/^Le paiement n'a pas abouti/);
  });

  it("keeps the issuer's own words when no reason is named", () => {
    renderWithProviders(fields("The card issuer refused."));
    expect(screen.getByRole("alert")).toHaveTextContent(
      "The card issuer refused.",
    );
  });
});
