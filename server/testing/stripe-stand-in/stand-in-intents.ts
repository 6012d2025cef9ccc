import { randomBytes } from "node:crypto";
import type { Form, FormValue } from "./form-body";
import {
  invalidRequest,
  missingResource,
  StandInError,
  unexpectedState,
} from "./stand-in-errors";
import { newId, stringRecord, text } from "./stand-in-params";
import {
  paymentMethodOf,
  type StandInMethod,
} from "./stand-in-payment-methods";

// PaymentIntents as Stripe's reference describes them: created without a
// method (requires_payment_method), confirmed with one (requires_action for
// 3-D Secure, requires_capture with capture_method=manual, succeeded with
// automatic capture), then captured or canceled. A declined confirmation
// returns to requires_payment_method with last_payment_error.

export type IntentStatus =
  | "requires_payment_method"
  | "requires_action"
  | "requires_capture"
  | "succeeded"
  | "canceled";

export interface StandInIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  amount_capturable: number;
  amount_received: number;
  currency: string;
  capture_method: "manual" | "automatic";
  client_secret: string;
  status: IntentStatus;
  description: string | null;
  metadata: Record<string, string>;
  payment_method: string | null;
  last_payment_error: LastPaymentError | null;
  next_action: {
    type: "redirect_to_url";
    redirect_to_url: { url: string; return_url: string | null };
  } | null;
  latest_charge: string | null;
  canceled_at: number | null;
  cancellation_reason: string | null;
  created: number;
  livemode: false;
}

export interface LastPaymentError {
  type: "card_error";
  code: string;
  decline_code?: string;
  message: string;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
const CURRENCIES = new Set(["cad", "usd", "eur"]);

export type EmitEvent = (type: string, object: unknown) => void;

export class IntentStore {
  readonly intents = new Map<string, StandInIntent>();
  readonly methods = new Map<string, StandInMethod>();
  readonly refunds: { id: string; payment_intent: string; amount: number }[] =
    [];

  constructor(private readonly emit: EmitEvent) {}

  find(id: string): StandInIntent {
    const intent = this.intents.get(id);
    if (!intent) throw missingResource(id);
    return intent;
  }

  create(form: Form): StandInIntent {
    const amount = Number(text(form.amount, "amount"));
    if (!Number.isInteger(amount) || amount < 50) {
      throw invalidRequest(
        "Amount must be at least 50 cents",
        "amount",
        "amount_too_small",
      );
    }
    const currency = text(form.currency, "currency");
    if (!CURRENCIES.has(currency)) {
      throw invalidRequest(`Invalid currency: ${currency}.`, "currency");
    }
    const captureMethod = form.capture_method ?? "automatic";
    if (captureMethod !== "manual" && captureMethod !== "automatic") {
      throw invalidRequest("Invalid capture_method.", "capture_method");
    }
    const id = newId("pi");
    const intent: StandInIntent = {
      id,
      object: "payment_intent",
      amount,
      amount_capturable: 0,
      amount_received: 0,
      currency,
      capture_method: captureMethod,
      client_secret: `${id}_secret_${randomBytes(12).toString("hex")}`,
      status: "requires_payment_method",
      description:
        typeof form.description === "string" ? form.description : null,
      metadata: stringRecord(form.metadata, "metadata"),
      payment_method: null,
      last_payment_error: null,
      next_action: null,
      latest_charge: null,
      canceled_at: null,
      cancellation_reason: null,
      created: nowSeconds(),
      livemode: false,
    };
    this.intents.set(id, intent);
    this.emit("payment_intent.created", intent);
    if (form.confirm === "true") return this.confirm(id, form);
    return intent;
  }

  /** Confirms with a pm_card_… id or, as Stripe.js would, card details. */
  confirm(id: string, form: Form): StandInIntent {
    const intent = this.find(id);
    if (intent.status !== "requires_payment_method") {
      throw unexpectedState("confirmed", intent.status, [
        "requires_payment_method",
      ]);
    }
    const method = paymentMethodOf(form, this.methods);
    intent.payment_method = method.id;
    intent.last_payment_error = null;
    const { outcome } = method;
    if (outcome.kind === "decline") {
      return this.decline(intent, {
        type: "card_error",
        code: outcome.code,
        decline_code: outcome.declineCode,
        message: outcome.message,
      });
    }
    if (outcome.kind === "authenticate") {
      const returnUrl =
        typeof form.return_url === "string" ? form.return_url : null;
      intent.status = "requires_action";
      intent.next_action = {
        type: "redirect_to_url",
        redirect_to_url: {
          url: `https://hooks.stand-in.test/3ds/${intent.id}`,
          return_url: returnUrl,
        },
      };
      this.emit("payment_intent.requires_action", intent);
      return intent;
    }
    return this.authorized(intent);
  }

  /** The traveller's answer to the 3-D Secure challenge. */
  authenticate(id: string, passed: boolean): StandInIntent {
    const intent = this.find(id);
    if (intent.status !== "requires_action") {
      throw unexpectedState("authenticated", intent.status, [
        "requires_action",
      ]);
    }
    intent.next_action = null;
    if (passed) return this.authorized(intent);
    const error: LastPaymentError = {
      type: "card_error",
      code: "payment_intent_authentication_failure",
      message:
        "The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.",
    };
    intent.status = "requires_payment_method";
    intent.last_payment_error = error;
    this.emit("payment_intent.payment_failed", intent);
    return intent;
  }

  capture(id: string): StandInIntent {
    const intent = this.find(id);
    if (intent.status !== "requires_capture") {
      throw unexpectedState("captured", intent.status, ["requires_capture"]);
    }
    intent.status = "succeeded";
    intent.amount_received = intent.amount_capturable;
    intent.amount_capturable = 0;
    intent.latest_charge = newId("ch");
    this.emit("payment_intent.succeeded", intent);
    return intent;
  }

  cancel(id: string, form: Form): StandInIntent {
    const intent = this.find(id);
    const allowed = [
      "requires_payment_method",
      "requires_action",
      "requires_capture",
    ];
    if (!allowed.includes(intent.status)) {
      throw unexpectedState("canceled", intent.status, allowed);
    }
    intent.status = "canceled";
    intent.amount_capturable = 0;
    intent.next_action = null;
    intent.canceled_at = nowSeconds();
    intent.cancellation_reason =
      typeof form.cancellation_reason === "string"
        ? form.cancellation_reason
        : null;
    this.emit("payment_intent.canceled", intent);
    return intent;
  }

  refund(form: Form) {
    const id = text(form.payment_intent, "payment_intent");
    const intent = this.find(id);
    if (intent.status !== "succeeded") {
      throw invalidRequest(
        `This PaymentIntent (${id}) does not have a successful charge to refund.`,
        "payment_intent",
      );
    }
    if (this.refunds.some((refund) => refund.payment_intent === id)) {
      throw invalidRequest(
        `Charge ${intent.latest_charge} has already been refunded.`,
        undefined,
        "charge_already_refunded",
      );
    }
    const refund = {
      id: newId("re"),
      object: "refund" as const,
      amount: intent.amount_received,
      currency: intent.currency,
      payment_intent: id,
      charge: intent.latest_charge,
      status: "succeeded",
      created: nowSeconds(),
    };
    this.refunds.push(refund);
    this.emit("charge.refunded", {
      id: intent.latest_charge,
      object: "charge",
      amount: intent.amount_received,
      amount_refunded: refund.amount,
      refunded: true,
      currency: intent.currency,
      payment_intent: id,
    });
    return refund;
  }

  /** The intent with its payment method expanded, as expand[]=payment_method asks. */
  expanded(intent: StandInIntent, expand: FormValue | undefined): unknown {
    const fields = Array.isArray(expand) ? expand : expand ? [expand] : [];
    if (!fields.includes("payment_method") || !intent.payment_method)
      return intent;
    const method = this.methods.get(intent.payment_method);
    if (!method) return intent;
    const { id, object, type, card } = method;
    return { ...intent, payment_method: { id, object, type, card } };
  }

  private authorized(intent: StandInIntent): StandInIntent {
    if (intent.capture_method === "manual") {
      intent.status = "requires_capture";
      intent.amount_capturable = intent.amount;
      this.emit("payment_intent.amount_capturable_updated", intent);
      return intent;
    }
    intent.status = "requires_capture";
    return this.capture(intent.id);
  }

  private decline(intent: StandInIntent, error: LastPaymentError): never {
    intent.status = "requires_payment_method";
    intent.last_payment_error = error;
    this.emit("payment_intent.payment_failed", intent);
    throw new StandInError(402, { ...error, payment_intent: intent });
  }
}
