import type {
  CardRequest,
  PaymentMethodAnswer,
} from "../../../domain/payments/payment-contract";
import { apiRequest } from "../api-client";
import { isMockMode } from "../api-config";

export const CARD_FAILURE = "Failed to check the card";

/**
 * POST /payment/card: the card goes to the payment provider only, which
 * answers a token (with brand and last four); the site never keeps the card.
 */
export async function createPaymentMethod(
  card: CardRequest,
): Promise<PaymentMethodAnswer> {
  if (isMockMode()) {
    const { mockCreatePaymentMethod } = await import("./mock-cards");
    return mockCreatePaymentMethod(card);
  }
  return apiRequest<PaymentMethodAnswer>("/payment/card", {
    method: "POST",
    body: card,
    failure: CARD_FAILURE,
  });
}
