import { expect, test } from "./fixtures";

// The whole sign-in through the built-in development provider, in Chromium:
// the API's sso-login address, the provider's page, and back to the site
// with a token that the API accepts.
test("signs in through the built-in provider and back to the site", async ({
  page,
  request,
  baseURL,
}) => {
  const start = await request.get(
    `/api/user-session/sso-login?redirect_url=${encodeURIComponent(`${baseURL}/points`)}`,
  );
  expect(start.status()).toBe(200);
  const { redirect_url } = (await start.json()).data;

  await page.goto(redirect_url);
  await expect(
    page.getByRole("heading", { name: "Development sign-in" }),
  ).toBeVisible();
  await expect(page.getByRole("note")).toContainText("Development provider");

  await page.getByLabel("E-mail address").fill("not-an-address");
  await page.getByLabel("First name").fill("Camille");
  await page.getByLabel("Last name").fill("Bouchard");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Enter an e-mail address")).toBeVisible();
  await expect(page.getByLabel("First name")).toHaveValue("Camille");

  await page.getByLabel("E-mail address").fill("camille@example.com");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/points#authToken=/);

  const token = new URLSearchParams(new URL(page.url()).hash.slice(1)).get(
    "authToken",
  );
  expect(token).toBeTruthy();
  const me = await request.get("/api/user", {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(await me.json()).toEqual({
    data: {
      id: expect.any(String),
      first_name: "Camille",
      last_name: "Bouchard",
      email: "camille@example.com",
    },
  });

  // The HttpOnly cookie works for "with credentials" calls from the page.
  const fromPage = await page.evaluate(async () => {
    const response = await fetch("/api/user", { credentials: "include" });
    return response.status;
  });
  expect(fromPage).toBe(200);
});
