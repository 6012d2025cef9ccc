import { readFileSync } from "node:fs";
import path from "node:path";
import type { BrowserContext, Route } from "@playwright/test";
import type { StripeStandIn } from "../../server/testing/stripe-stand-in/stripe-stand-in";

const STAND_IN_SCRIPT = readFileSync(
  path.join(__dirname, "stripe-js-stand-in.mjs"),
  "utf8",
);

/**
 * Stripe's own origins, answered by the test: js.stripe.com with the
 * Stripe.js stand-in, api.stripe.com by the loopback API stand-in, and the
 * bank's 3-D Secure page (the stand-in's redirect_to_url) by a challenge
 * with two buttons. The page's Content-Security-Policy still decides what
 * may load, as it would for Stripe's.
 */
export async function routeStripe(
  context: BrowserContext,
  standIn: StripeStandIn,
): Promise<void> {
  await context.route("https://js.stripe.com/**", (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: STAND_IN_SCRIPT,
    }),
  );
  await context.route("https://api.stripe.com/**", async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({
      url: `${standIn.url}${url.pathname}${url.search}`,
    });
    await route.fulfill({ response });
  });
  await context.route("https://hooks.stand-in.test/**", (route) =>
    bankChallenge(route, standIn),
  );
}

/** The issuer's page: GET shows the challenge, its buttons answer it. */
async function bankChallenge(route: Route, standIn: StripeStandIn) {
  const url = new URL(route.request().url());
  const [, , id = ""] = url.pathname.split("/");
  const outcome = url.searchParams.get("outcome");
  if (!outcome) {
    return route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><title>Your bank</title><h1>Confirm this payment</h1>
<p>A stand-in of your bank's 3-D Secure check.</p>
<form><button name="outcome" value="pass">Complete authentication</button>
<button name="outcome" value="fail">Fail authentication</button></form>`,
    });
  }
  const intent = standIn.intents.find(id);
  const back = new URL(intent.next_action?.redirect_to_url.return_url ?? "");
  const answered = standIn.intents.authenticate(id, outcome === "pass");
  back.searchParams.set("payment_intent", id);
  back.searchParams.set("payment_intent_client_secret", intent.client_secret);
  back.searchParams.set(
    "redirect_status",
    answered.status === "requires_capture" ? "succeeded" : "failed",
  );
  return route.fulfill({ status: 302, headers: { location: back.href } });
}
