import { expect, test, type Page } from "./fixtures";
import {
  adult,
  expectOrderPage,
  fillContact,
  fillTraveller,
  reachCheckout,
} from "./booking-helpers";
import { startApi, waitFor, type Started } from "./external-provider/processes";
import {
  cardDataIn,
  recordRequestsTo,
  type SeenRequest,
} from "./stripe/own-origin-recorder";
import { routeStripe } from "./stripe/stripe-routes";
import {
  startStripeStandIn,
  type StripeStandIn,
} from "../server/testing/stripe-stand-in/stripe-stand-in";

// Checkout with PAYMENT_PROVIDER=stripe: an API of its own against the
// loopback stand-in of Stripe's API, the page given the Stripe.js stand-in
// at js.stripe.com (e2e/stripe/). Its port follows the e2e server's
// (E2E_PORT + 10).
const basePort = Number(
  new URL(process.env.E2E_BASE_URL ?? "http://127.0.0.1:8765").port,
);
const API_PORT = basePort + 10;
const SITE = `http://127.0.0.1:${API_PORT}`;

const SUCCEEDS = "4242 4242 4242 4242";
const NEEDS_3DS = "4000 0027 6000 3184";
const NO_FUNDS = "4000 0000 0000 9995";
const EXPIRY = "08 / 39";
const CVC = "917";

test.describe.configure({ mode: "serial" });
test.use({ baseURL: SITE });

let standIn: StripeStandIn;
let api: Started;
let sent: SeenRequest[];

test.beforeAll(async () => {
  test.setTimeout(240_000);
  standIn = await startStripeStandIn();
  api = startApi(API_PORT, {
    PAYMENT_PROVIDER: "stripe",
    STRIPE_SECRET_KEY: standIn.secretKey,
    STRIPE_PUBLISHABLE_KEY: standIn.publishableKey,
    STRIPE_WEBHOOK_SECRET: standIn.webhookSecret,
    STRIPE_API_URL: standIn.url,
  });
  await waitFor(
    api,
    async () => (await fetch(`${SITE}/api/health`)).ok,
    "The API with Stripe",
  );
});

test.afterAll(async () => {
  await api?.stop();
  await standIn?.close();
});

const stripeFrame = (page: Page) =>
  page.frameLocator('iframe[title="Secure payment input frame"]');

async function fillStripeCard(page: Page, number: string) {
  const frame = stripeFrame(page);
  await frame.getByLabel("Card number").fill(number);
  await frame.getByLabel("Expiration date").fill(EXPIRY);
  await frame.getByLabel("Security code").fill(CVC);
}

async function fillPeople(page: Page) {
  await fillTraveller(page, "Adult 1", adult);
  await fillContact(page);
}

const payButton = (page: Page) => page.getByRole("button", { name: /^Pay / });

/** Checkout reached, its travellers filled, `number` typed in Stripe's fields, Pay pressed. */
async function payFromCheckout(page: Page, number: string) {
  await reachCheckout(page);
  await fillPeople(page);
  await fillStripeCard(page, number);
  await payButton(page).click();
}

/** The bodies our API got for a path, with their Idempotency-Keys. */
const sentTo = (path: string) =>
  sent.filter((request) => new URL(request.url).pathname === path);

test("the recorder would see card data in a request to our origin", () => {
  // Without this, a recorder that finds nothing would pass every test.
  const leaked: SeenRequest = {
    method: "POST",
    url: `${SITE}/api/order`,
    headers: {},
    body: JSON.stringify({ card: "4000002760003184", exp: "08/39", cvc: CVC }),
  };
  expect(cardDataIn(leaked, [NEEDS_3DS], EXPIRY, CVC)).toEqual([
    NEEDS_3DS,
    EXPIRY,
    CVC,
    '"cvc":',
  ]);
});

test("with Stripe configured, only checkout's and /processing's policies allow Stripe", async ({
  request,
}) => {
  const policyOf = async (path: string) =>
    (await request.get(path)).headers()["content-security-policy"] ?? "";
  for (const path of ["/checkout/", "/fr/checkout/", "/processing/"]) {
    expect(await policyOf(path), path).toContain(
      "script-src 'self' https://js.stripe.com",
    );
  }
  for (const path of ["/", "/search/", "/fr/", "/api/health"]) {
    expect(await policyOf(path), path).not.toContain("stripe");
  }
});

test.describe("a booking paid through Stripe's Payment Element", () => {
  test.beforeEach(async ({ context }) => {
    await routeStripe(context, standIn);
    sent = recordRequestsTo(context, SITE);
  });

  test.afterEach(() => {
    // Every request to our origin, the card's never among them.
    for (const request of sent) {
      expect(
        cardDataIn(request, [SUCCEEDS, NEEDS_3DS, NO_FUNDS], EXPIRY, CVC),
        `${request.method} ${request.url}`,
      ).toEqual([]);
    }
    expect(
      sent.some((request) => request.url.endsWith("/api/payment/intent")),
    ).toBe(true);
  });

  test("4242: Stripe's fields in place of ours, the order booked and the hold captured", async ({
    page,
  }) => {
    await reachCheckout(page);
    await expect(page.getByLabel("Name on card")).toHaveCount(0);
    await fillPeople(page);
    await fillStripeCard(page, SUCCEEDS);
    await payButton(page).click();
    await expectOrderPage(page);

    const [intentCall] = sentTo("/api/payment/intent");
    const [orderCall] = sentTo("/api/order");
    expect(orderCall!.headers["idempotency-key"]).toBe(
      intentCall!.headers["idempotency-key"],
    );
    const paidWith = JSON.parse(orderCall!.body).payment_intent as string;
    const intent = standIn.intents.find(paidWith);
    expect(intent).toMatchObject({
      capture_method: "manual",
      status: "succeeded",
    });
  });

  test("4000 0027 6000 3184: the bank's challenge, then /processing books the kept order", async ({
    page,
  }) => {
    await payFromCheckout(page, NEEDS_3DS);
    await expect(
      page.getByRole("heading", { name: "Confirm this payment" }),
    ).toBeVisible();
    // Back from the bank to /processing, with the order's key and Stripe's answer.
    const back = page.waitForURL(/\/processing\?order=.+&payment_intent=pi_/, {
      waitUntil: "commit",
    });
    await page.getByRole("button", { name: "Complete authentication" }).click();
    await back;
    const key = sentTo("/api/payment/intent")[0]!.headers["idempotency-key"];
    expect(new URL(page.url()).searchParams.get("order")).toBe(key);
    await expectOrderPage(page);
    expect(sentTo("/api/order")[0]!.headers["idempotency-key"]).toBe(key);
  });

  test("4000 0027 6000 3184 failing the bank's challenge: said in words at checkout, paid again under the same order key", async ({
    page,
  }) => {
    await payFromCheckout(page, NEEDS_3DS);
    await page.getByRole("button", { name: "Fail authentication" }).click();
    await expect(page).toHaveURL(/\/checkout\?/, { timeout: 15_000 });
    await expect(page.getByRole("alert")).toHaveText(
      "The payment didn't go through: Your bank could not confirm it was you. Try again or use another card. Check the card or use another one.",
    );
    await expect(
      page.getByRole("group", { name: "Adult 1" }).getByLabel("Given names"),
    ).toHaveValue(adult.given);

    await fillStripeCard(page, SUCCEEDS);
    await payButton(page).click();
    await expectOrderPage(page);
    const keys = sentTo("/api/payment/intent").map(
      (request) => request.headers["idempotency-key"],
    );
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    const orders = sentTo("/api/order");
    expect(orders.map((request) => request.headers["idempotency-key"])).toEqual(
      [keys[0], keys[0]],
    );
  });

  test("4000 0000 0000 9995: said in words at checkout, the form kept, paid again under the same order key", async ({
    page,
  }) => {
    await payFromCheckout(page, NO_FUNDS);
    await expect(page.getByRole("alert")).toHaveText(
      "The payment didn't go through: Your card was declined for insufficient funds. Use another card. Check the card or use another one.",
    );
    await expect(page).toHaveURL(/\/checkout\?/);
    const adultBlock = page.getByRole("group", { name: "Adult 1" });
    await expect(adultBlock.getByLabel("Given names")).toHaveValue(adult.given);
    await expect(page.getByLabel("E-mail")).toHaveValue("camille@example.com");

    await stripeFrame(page).getByLabel("Card number").fill(SUCCEEDS);
    await payButton(page).click();
    await expectOrderPage(page);
    const keys = sentTo("/api/payment/intent").map(
      (request) => request.headers["idempotency-key"],
    );
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(sentTo("/api/order")[0]!.headers["idempotency-key"]).toBe(keys[0]);
  });

  test("a declined card is said in French on the French checkout", async ({
    page,
  }) => {
    await reachCheckout(page);
    await fillPeople(page);
    // The draft is kept for the tab: the French page opens with it.
    const address = new URL(page.url());
    await page.goto(`/fr${address.pathname}${address.search}`);
    await expect(page.getByRole("button", { name: /^Payer / })).toBeVisible({
      timeout: 15_000,
    });
    await fillStripeCard(page, NO_FUNDS);
    await page.getByRole("button", { name: /^Payer / }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "Le paiement n'a pas abouti : Votre carte a été refusée faute de fonds suffisants. Utilisez une autre carte. Vérifiez la carte ou utilisez-en une autre.",
    );
  });
});
