import type { FastifyInstance } from "fastify";
import { buildApp, type AppOptions } from "../../app";
import type { ApiContext } from "../../api-context";
import {
  createFakeBuild,
  FAKE_FILES,
  type FakeBuild,
} from "../../testing/fake-build";
import { gatsbyLikePage } from "../../testing/gatsby-like-page";
import { openTestApi } from "../../testing/test-api";
import { parsePolicy } from "./content-security-policy";
import { hashSource } from "./hash-source";
import { PERMISSIONS_POLICY } from "./security-headers";
import { stripePageCsp, stripePagePermissions } from "./stripe-csp";

// Stripe's script, frames and API are allowed where a card is taken or a
// payment resumed, and only with Stripe configured; every other answer
// keeps the policy it had.

let build: FakeBuild;
let api: ApiContext;
const apps: FastifyInstance[] = [];

function appWith(options: Partial<AppOptions> = {}): FastifyInstance {
  const app = buildApp({
    api,
    publicDir: build.publicDir,
    redirectsFile: build.redirectsFile,
    ...options,
  });
  apps.push(app);
  return app;
}

const policyAt = async (app: FastifyInstance, url: string) => {
  const response = await app.inject({ method: "GET", url });
  expect(response.statusCode).toBe(200);
  return String(response.headers["content-security-policy"]);
};

const STRIPE_PAGES = [
  "/checkout",
  "/fr/checkout",
  "/processing",
  "/fr/processing",
];
const OTHER_ANSWERS = ["/", "/faq", "/fr/", "/order", "/points", "/api/health"];

beforeAll(async () => {
  build = createFakeBuild({
    ...FAKE_FILES,
    "points/index.html": gatsbyLikePage("/points"),
    "checkout/index.html": gatsbyLikePage("/checkout"),
    "fr/checkout/index.html": gatsbyLikePage("/fr/checkout"),
    "processing/index.html": gatsbyLikePage("/processing"),
    "fr/processing/index.html": gatsbyLikePage("/fr/processing"),
  });
  api = await openTestApi();
});

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await api.database.close();
  build.remove();
});

describe("Stripe in the Content-Security-Policy", () => {
  it.each(STRIPE_PAGES)(
    "allows Stripe.js, its frames and its API on %s, the page's own hashes kept",
    async (url) => {
      const withStripe = appWith({ pageCspAdditions: stripePageCsp(true) });
      const policy = parsePolicy(await policyAt(withStripe, url));
      expect(policy.get("script-src")).toEqual(
        expect.arrayContaining([
          "'self'",
          "https://js.stripe.com",
          "https://*.js.stripe.com",
          hashSource(`/*<![CDATA[*/window.pagePath="${url}";/*]]>*/`),
        ]),
      );
      expect(policy.get("frame-src")).toEqual([
        "https://js.stripe.com",
        "https://*.js.stripe.com",
        "https://hooks.stripe.com",
      ]);
      expect(policy.get("connect-src")).toEqual([
        "'self'",
        "https://api.stripe.com",
      ]);
      expect(policy.get("default-src")).toEqual(["'none'"]);
    },
  );

  it.each(OTHER_ANSWERS)(
    "keeps today's policy on %s with Stripe configured",
    async (url) => {
      const withStripe = appWith({ pageCspAdditions: stripePageCsp(true) });
      const policy = await policyAt(withStripe, url);
      expect(policy).toBe(await policyAt(appWith(), url));
      expect(policy).not.toContain("stripe");
    },
  );

  it.each(STRIPE_PAGES)(
    "allows no Stripe on %s when the test provider takes the card",
    async (url) => {
      const withoutStripe = appWith({ pageCspAdditions: stripePageCsp(false) });
      const policy = await policyAt(withoutStripe, url);
      expect(policy).toBe(await policyAt(appWith(), url));
      expect(policy).not.toContain("stripe");
      expect(policy).not.toContain("frame-src");
    },
  );
});

describe("Stripe in the Permissions-Policy", () => {
  const permissionsAt = async (app: FastifyInstance, url: string) =>
    String(
      (await app.inject({ method: "GET", url })).headers["permissions-policy"],
    );
  const features = (policy: string) => policy.split(", ");

  it.each(STRIPE_PAGES)(
    "delegates payments (the wallets) to Stripe's frames on %s, every other feature still off",
    async (url) => {
      const withStripe = appWith({
        pagePermissions: stripePagePermissions(true),
      });
      const policy = await permissionsAt(withStripe, url);
      expect(features(policy)).toContain(
        'payment=(self "https://js.stripe.com")',
      );
      expect(features(policy)).not.toContain("payment=()");
      const others = (list: string) =>
        features(list).filter((feature) => !feature.startsWith("payment="));
      expect(others(policy)).toEqual(others(PERMISSIONS_POLICY));
      expect(others(policy)).toContain("camera=()");
    },
  );

  it.each(OTHER_ANSWERS)(
    "keeps payments off on %s with Stripe configured",
    async (url) => {
      const withStripe = appWith({
        pagePermissions: stripePagePermissions(true),
      });
      expect(await permissionsAt(withStripe, url)).toBe(PERMISSIONS_POLICY);
    },
  );

  it.each(STRIPE_PAGES)(
    "keeps payments off on %s when the test provider takes the card",
    async (url) => {
      const withoutStripe = appWith({
        pagePermissions: stripePagePermissions(false),
      });
      expect(await permissionsAt(withoutStripe, url)).toBe(PERMISSIONS_POLICY);
    },
  );
});
