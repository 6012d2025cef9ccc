// A stand-in of Stripe.js for browser tests, served by the test in place of
// https://js.stripe.com (never part of the site). It has just what checkout
// uses: Stripe(pk), elements({ mode… }), elements.create("payment") mounted
// as a frame of card fields, elements.submit(), and confirmPayment, which
// posts the card to Stripe's API as Stripe.js does (the publishable key and
// the intent's client secret in a form, so no preflight) and follows a
// 3-D Secure redirect. The page's own code never sees the card's fields.

const API = "https://api.stripe.com";

const FIELDS = [
  ["number", "Card number", "1234 1234 1234 1234", "cc-number"],
  ["expiry", "Expiration date", "MM / YY", "cc-exp"],
  ["cvc", "Security code", "CVC", "cc-csc"],
];

function style(element, rules) {
  Object.assign(element.style, rules);
  return element;
}

/** The Payment Element: a frame of its own, as Stripe's are. */
function mountPaymentElement(host) {
  const frame = style(document.createElement("iframe"), {
    width: "100%",
    height: "250px",
    border: "0",
    display: "block",
  });
  frame.title = "Secure payment input frame";
  host.appendChild(frame);
  const doc = frame.contentDocument;
  style(doc.body, { margin: "0", font: "16px system-ui, sans-serif" });
  const inputs = {};
  for (const [name, label, placeholder, autocomplete] of FIELDS) {
    const field = style(doc.createElement("label"), {
      display: "block",
      marginBottom: "12px",
    });
    field.textContent = label;
    const input = style(doc.createElement("input"), {
      display: "block",
      boxSizing: "border-box",
      width: "100%",
      marginTop: "4px",
      padding: "10px",
      font: "inherit",
      border: "1px solid #8a94a6",
      borderRadius: "6px",
    });
    input.placeholder = placeholder;
    input.autocomplete = autocomplete;
    input.inputMode = "numeric";
    field.appendChild(input);
    doc.body.appendChild(field);
    inputs[name] = input;
  }
  const message = style(doc.createElement("p"), { color: "#b42318" });
  message.setAttribute("role", "alert");
  doc.body.appendChild(message);

  return {
    check() {
      const digits = inputs.number.value.replace(/\s/g, "");
      const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(inputs.expiry.value);
      const problem = !/^\d{13,19}$/.test(digits)
        ? ["incomplete_number", "Your card number is incomplete."]
        : !expiry
          ? ["incomplete_expiry", "Your card's expiration date is incomplete."]
          : !/^\d{3,4}$/.test(inputs.cvc.value)
            ? ["incomplete_cvc", "Your card's security code is incomplete."]
            : null;
      message.textContent = problem ? problem[1] : "";
      return problem && { code: problem[0], message: problem[1] };
    },
    card() {
      const [, month, year] = /^(\d{2})\s*\/\s*(\d{2})$/.exec(
        inputs.expiry.value,
      );
      return {
        number: inputs.number.value.replace(/\s/g, ""),
        exp_month: String(Number(month)),
        exp_year: `20${year}`,
        cvc: inputs.cvc.value,
      };
    },
  };
}

function makeElements(options) {
  let mounted = null;
  let submitted = false;
  return {
    options: { ...options },
    update(next) {
      Object.assign(this.options, next);
    },
    create(type) {
      if (type !== "payment") {
        throw new Error(
          `The stand-in makes only the payment Element, not ${type}.`,
        );
      }
      return {
        mount(target) {
          const host =
            typeof target === "string"
              ? document.querySelector(target)
              : target;
          mounted = mountPaymentElement(host);
        },
        on() {
          return this;
        },
        destroy() {},
      };
    },
    async submit() {
      submitted = false;
      if (!mounted) throw new Error("elements.submit(): no Element mounted.");
      const problem = mounted.check();
      if (problem) return { error: { type: "validation_error", ...problem } };
      submitted = true;
      return {};
    },
    // Stripe.js's own, not the page's: the card for confirmPayment.
    takeCard() {
      if (!submitted) {
        throw new Error(
          "elements.submit() must be called before stripe.confirmPayment().",
        );
      }
      return mounted.card();
    },
  };
}

async function confirmPayment(
  key,
  { elements, clientSecret, confirmParams, redirect },
) {
  const card = elements.takeCard();
  const intentId = clientSecret.split("_secret_")[0];
  const body = new URLSearchParams({
    key,
    client_secret: clientSecret,
    "payment_method_data[type]": "card",
    "payment_method_data[card][number]": card.number,
    "payment_method_data[card][exp_month]": card.exp_month,
    "payment_method_data[card][exp_year]": card.exp_year,
    "payment_method_data[card][cvc]": card.cvc,
    return_url: confirmParams.return_url,
  });
  const response = await fetch(
    `${API}/v1/payment_intents/${intentId}/confirm`,
    {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body,
    },
  );
  const answer = await response.json();
  if (answer.error) return { error: answer.error };
  const next = answer.next_action;
  if (answer.status === "requires_action" && next?.type === "redirect_to_url") {
    // To the bank's page, which sends the traveller back to return_url.
    window.location.assign(next.redirect_to_url.url);
    return new Promise(() => {});
  }
  if (redirect !== "if_required") {
    window.location.assign(confirmParams.return_url);
    return new Promise(() => {});
  }
  return { paymentIntent: answer };
}

function Stripe(key) {
  if (!/^pk_/.test(key)) throw new Error("Stripe(): a publishable key, pk_…");
  return {
    _registerWrapper() {},
    elements: (options) => makeElements(options),
    confirmPayment: (params) => confirmPayment(key, params),
  };
}
// The release train @stripe/stripe-js 10 expects.
Stripe.version = "endive";
window.Stripe = Stripe;
