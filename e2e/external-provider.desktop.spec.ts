import { rmSync } from "node:fs";
import { chromium, expect, test, type Browser } from "./fixtures";
import {
  accountButton,
  expectSignedOut,
  openAccountMenu,
} from "./account-helpers";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium";
import {
  startApi,
  startScript,
  waitFor,
  type Started,
} from "./external-provider/processes";
import { makeTestCa, type TestCa } from "./external-provider/test-ca";

// Sign-in against a separate provider at the spec's defaults, over TLS with
// a certificate authority made for this run: the API trusts it through
// NODE_EXTRA_CA_CERTS, Chromium through its key's hash. The ports follow the
// e2e server's (E2E_PORT + 1 to + 3).
const basePort = Number(
  new URL(process.env.E2E_BASE_URL ?? "http://127.0.0.1:8765").port,
);
const PROVIDER_PORT = basePort + 1;
const API_PORT = basePort + 2;
const UNTRUSTING_API_PORT = basePort + 3;
const ISSUER = `https://localhost:${PROVIDER_PORT}`;
const SITE = `http://127.0.0.1:${API_PORT}`;
const CLIENT = {
  OIDC_CLIENT_ID: "northfare",
  OIDC_CLIENT_SECRET: "s3cret-for-this-run",
};

// One provider and two APIs serve both tests, in one worker.
test.describe.configure({ mode: "serial" });

let ca: TestCa;
let provider: Started;
let api: Started;
let untrustingApi: Started;
let browser: Browser;

const health = async (port: number) =>
  (await fetch(`http://127.0.0.1:${port}/api/health`)).json();

test.beforeAll(async () => {
  test.setTimeout(240_000);
  ca = makeTestCa();
  provider = startScript("e2e/external-provider/standalone-provider.ts", {
    PORT: String(PROVIDER_PORT),
    ISSUER,
    TLS_KEY: ca.keyFile,
    TLS_CERT: ca.certFile,
    CLIENT_ID: CLIENT.OIDC_CLIENT_ID,
    CLIENT_SECRET: CLIENT.OIDC_CLIENT_SECRET,
    REDIRECT_URI: `${SITE}/api/user-session/callback`,
    POST_LOGOUT_REDIRECT_URI: `${SITE}/`,
  });
  await waitFor(
    provider,
    () => provider.output().includes("provider ready"),
    "The provider",
  );
  const oidc = { OIDC_ISSUER: ISSUER, ...CLIENT };
  api = startApi(API_PORT, { ...oidc, NODE_EXTRA_CA_CERTS: ca.caFile });
  untrustingApi = startApi(UNTRUSTING_API_PORT, oidc);
  await Promise.all([
    waitFor(
      api,
      async () => (await health(API_PORT)).data?.status === "ok",
      "The API",
    ),
    waitFor(
      untrustingApi,
      async () =>
        (await health(UNTRUSTING_API_PORT)).data?.status === "degraded",
      "The API without the CA",
    ),
  ]);
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      `--ignore-certificate-errors-spki-list=${ca.spkiHash}`,
    ],
  });
});

test.afterAll(async () => {
  await browser?.close();
  await Promise.all([api?.stop(), untrustingApi?.stop(), provider?.stop()]);
  if (ca) rmSync(ca.dir, { recursive: true, force: true });
});

test("signs in at a provider at its defaults, and logout ends its session too", async () => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ baseURL: SITE, locale: "en-CA" });
  const page = await context.newPage();
  await page.goto("/points");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });

  const signInAtProvider = async () => {
    await page
      .getByRole("banner")
      .getByRole("button", { name: "login" })
      .click();
    await page
      .getByRole("dialog", { name: "log in or create an account" })
      .getByRole("button", { name: "continue to sign in" })
      .click();
    await page.waitForURL((url) => url.origin === ISSUER);
  };

  // The provider's own login and consent pages.
  await signInAtProvider();
  await page.getByPlaceholder("Enter any login").fill("camille");
  await page.getByPlaceholder("and password").fill("anything");
  await page.getByRole("button", { name: "Sign-in" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.waitForURL((url) => url.href === `${SITE}/points`);
  await expect(accountButton(page)).toBeVisible();

  // The e-mail and names came from userinfo: the ID token had only `sub`.
  const menu = await openAccountMenu(page);
  await menu.getByRole("menuitem", { name: "account" }).click();
  const dialog = page.getByRole("dialog", { name: "manage account" });
  await expect(dialog.getByText("camille@example.com")).toBeVisible();
  await page.keyboard.press("Escape");

  // Logout, then the provider's own sign-out, then back to the site.
  await (
    await openAccountMenu(page)
  )
    .getByRole("menuitem", { name: "logout" })
    .click();
  await page.waitForURL((url) => url.origin === ISSUER);
  await page.getByRole("button", { name: "Yes, sign me out" }).click();
  await page.waitForURL((url) => url.href === `${SITE}/`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expectSignedOut(page);

  // The next person is asked who they are, not signed in as Camille.
  await signInAtProvider();
  await expect(page.getByPlaceholder("Enter any login")).toBeVisible();
  await context.close();
});

test("a provider whose certificate the API does not trust: health says why, sign-in answers 503", async () => {
  const { data } = await health(UNTRUSTING_API_PORT);
  expect(data.signIn).toMatch(
    new RegExp(
      `^Sign-in is unavailable: the provider ${ISSUER} presented a certificate this server does not trust \\(\\w+\\); give its certificate authority in NODE_EXTRA_CA_CERTS or check OIDC_ISSUER\\.$`,
    ),
  );
  expect(untrustingApi.output()).toContain(data.signIn);
  const start = await fetch(
    `http://127.0.0.1:${UNTRUSTING_API_PORT}/api/user-session/sso-login`,
  );
  expect(start.status).toBe(503);
  expect(await start.json()).toEqual({
    message:
      "Sign-in is unavailable right now. Please try again in a few minutes.",
  });
});
