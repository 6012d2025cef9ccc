import { expect, test } from "./fixtures";
import { openPage } from "./open-page";
import {
  dateInWords,
  from,
  isoDaysFromNow,
  pickDay,
  to,
  unfoldSearchForm,
} from "./search-form-page";

test.beforeEach(async ({ page }) => {
  await openPage(page, "/");
});

test("loads neither the airport list nor the date picker with the page", async ({
  page,
}) => {
  const loaded: string[] = [];
  page.on("request", (request) => loaded.push(request.url()));
  await openPage(page, "/");
  await page.waitForLoadState("networkidle");
  expect(loaded.filter((url) => url.includes("/api/airport"))).toEqual([]);
  await expect(page.locator(".react-datepicker-wrapper")).toHaveCount(0);

  await from(page).click();
  await expect
    .poll(() => loaded.some((url) => url.includes("/api/airport")))
    .toBe(true);
  await expect(page.locator(".react-datepicker-wrapper")).toHaveCount(2);
});

test("a round trip from start to /search, as a traveller clicks through it", async ({
  page,
}) => {
  const departureDate = isoDaysFromNow(30);
  const arrivalDate = isoDaysFromNow(37);
  await from(page).click();
  await from(page).pressSequentially("toronto");
  const first = page.getByRole("option").first();
  await expect(first).toContainText(
    "Lester B. Pearson International Airport (YYZ)",
  );
  await expect(first).toContainText("Ontario, Canada");
  await first.click();
  await expect(from(page)).toHaveValue("Toronto (YYZ)");
  await expect(to(page)).toBeFocused();

  await to(page).pressSequentially("vancouver");
  await page.getByRole("option", { name: /\(YVR\)/ }).click();
  await expect(to(page)).toHaveValue("Vancouver (YVR)");

  // The departure calendar opens by itself; then the return, then travellers.
  await pickDay(page, departureDate);
  await expect(page.getByLabel("Return", { exact: true })).toBeFocused();
  await pickDay(page, arrivalDate);
  const travellers = page.getByRole("group", { name: "Travellers" });
  await expect(travellers).toBeVisible();
  await expect(
    page.getByRole("button", { name: "Remove an adult" }),
  ).toBeDisabled();
  await page.getByRole("button", { name: "Add an adult" }).click();
  await page.getByRole("button", { name: "Add a child" }).click();
  await page.getByRole("button", { name: "Search" }).click();

  // /search starts the search session on the server and puts its id in the address.
  await page.waitForURL(/\/search\?.*sessionId=/);
  const params = Object.fromEntries(new URL(page.url()).searchParams);
  expect(params).toEqual({
    departure: "YYZ",
    arrival: "YVR",
    departureDate,
    arrivalDate,
    adults: "2",
    children: "1",
    sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
  });
  expect(
    await page.evaluate(() => [
      localStorage.getItem("departureHistory"),
      localStorage.getItem("arrivalHistory"),
    ]),
  ).toEqual(['["YYZ"]', '["YVR"]']);

  // /search reads the same address back into its form.
  await unfoldSearchForm(page);
  await expect(from(page)).toHaveValue("Toronto (YYZ)");
  await expect(to(page)).toHaveValue("Vancouver (YVR)");
  await expect(page.getByLabel("Depart", { exact: true })).toHaveValue(
    dateInWords(departureDate),
  );
  await expect(
    page.getByRole("button", { name: /2 adults, 1 child/ }),
  ).toBeVisible();
});

test("a one-way trip leaves the return date out and opens travellers after the date", async ({
  page,
}) => {
  const departureDate = isoDaysFromNow(12);
  await page.getByRole("button", { name: "one way" }).click();
  await expect(page.getByLabel("Return", { exact: true })).toHaveCount(0);
  await from(page).fill("Montreal");
  await page.getByRole("option", { name: /\(YUL\)/ }).click();
  await to(page).fill("London");
  await page.getByRole("option", { name: /\(LHR\)/ }).click();
  await pickDay(page, departureDate);
  await expect(page.getByRole("group", { name: "Travellers" })).toBeVisible();
  await page.getByRole("button", { name: "Search" }).click();
  await page.waitForURL(/\/search\?/);
  const params = new URL(page.url()).searchParams;
  expect(params.get("departureDate")).toBe(departureDate);
  expect(params.has("arrivalDate")).toBe(false);
});

test("nothing proceeds while a field is in error", async ({ page }) => {
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("select valid location")).toHaveCount(2);
  await expect(page.getByText("enter valid date")).toHaveCount(2);
  await expect(from(page)).toBeFocused();
  await from(page).fill("Toronto (YYZ)");
  await to(page).fill("Toronto (YYZ)");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("select valid location")).toHaveCount(2);
  await to(page).fill("Somewhere");
  await expect(page.getByText("select valid location")).toHaveCount(1);
  expect(new URL(page.url()).pathname).toBe("/");
});

test("a suggestion list closes on an outside click and on Escape", async ({
  page,
}) => {
  await from(page).click();
  await from(page).pressSequentially("lon");
  const list = page.getByRole("listbox", { name: "From" });
  await expect(list).toBeVisible();
  await page.getByRole("heading", { level: 1 }).click();
  await expect(list).toBeHidden();
  await from(page).click();
  await expect(list).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(list).toBeHidden();
  await expect(from(page)).toBeFocused();
});

test("/search prefills what its address says and ignores the rest", async ({
  page,
}) => {
  const departureDate = isoDaysFromNow(5);
  await openPage(
    page,
    `/search?departure=YYZ&arrival=QQQ&departureDate=${departureDate}&arrivalDate=2020-01-01&adults=0&children=2`,
  );
  await expect(from(page)).toHaveValue("Toronto (YYZ)");
  await expect(to(page)).toHaveValue("");
  await expect(page.getByRole("button", { name: "one way" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(page.getByLabel("Depart", { exact: true })).toHaveValue(
    dateInWords(departureDate),
  );
  await expect(
    page.getByRole("button", { name: /1 adult, 2 children/ }),
  ).toBeVisible();
});

test("/search names the address's airports by their codes, without the whole list or the matcher, which wait for a field", async ({
  page,
}) => {
  const loaded: string[] = [];
  const airportTexts: string[] = [];
  page.on("request", (request) => {
    loaded.push(request.url());
    if (request.url().endsWith("/api/airport")) {
      airportTexts.push(JSON.parse(request.postData() ?? "{}").text);
    }
  });
  const departureDate = isoDaysFromNow(20);
  await openPage(
    page,
    `/search?departure=YYZ&arrival=YVR&departureDate=${departureDate}&adults=1&children=0`,
  );
  await unfoldSearchForm(page);
  await expect(from(page)).toHaveValue("Toronto (YYZ)");
  await expect(to(page)).toHaveValue("Vancouver (YVR)");
  await page.waitForLoadState("networkidle");
  const matcherLoaded = () =>
    loaded.some((url) => /\/airport-matcher-[\w]+\.js$/.test(url));
  expect(matcherLoaded()).toBe(false);
  // Each code alone: the whole list (an empty text) is 680 KB of JSON.
  expect([...airportTexts].sort()).toEqual(["YVR", "YYZ"]);

  await to(page).click();
  await expect.poll(matcherLoaded).toBe(true);
  await expect.poll(() => airportTexts.includes("")).toBe(true);
});

test("the verto variants carry searchType=verto and the campaign to /search", async ({
  page,
}) => {
  const departureDate = isoDaysFromNow(9);
  for (const start of ["/vertoflex", "/?searchType=verto&campaign=campaign2"]) {
    await openPage(
      page,
      `${start}${start.includes("?") ? "&" : "?"}departure=YVR&arrival=NRT&departureDate=${departureDate}`,
    );
    await expect(from(page)).toHaveValue("Vancouver (YVR)");
    await expect(to(page)).toHaveValue("Narita (NRT)");
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/\/search\?/);
    const params = new URL(page.url()).searchParams;
    expect(params.get("searchType")).toBe("verto");
    expect(params.get("campaign")).toBe(
      start.includes("campaign2") ? "campaign2" : null,
    );
  }
});

test("recent airports come first and can be cleared", async ({ page }) => {
  await page.evaluate(() =>
    localStorage.setItem("arrivalHistory", '["NRT","LHR"]'),
  );
  await openPage(page, "/");
  await to(page).click();
  const recent = page.getByRole("group", { name: "Recent searches" });
  await expect(recent.getByRole("option")).toHaveText([/\(NRT\)/, /\(LHR\)/]);
  await page.getByRole("button", { name: "Clear recent searches" }).click();
  await expect(recent).toHaveCount(0);
  expect(
    await page.evaluate(() => localStorage.getItem("arrivalHistory")),
  ).toBeNull();
});

test("French dates show in words, day first, before and after the calendar loads", async ({
  page,
}) => {
  const departureDate = isoDaysFromNow(9);
  const arrivalDate = isoDaysFromNow(16);
  const inWords = (iso: string) => dateInWords(iso, "fr-CA");
  await openPage(
    page,
    `/fr/search?departure=YYZ&arrival=YVR&departureDate=${departureDate}&arrivalDate=${arrivalDate}&adults=1`,
  );
  await unfoldSearchForm(page, "Modifier");
  const back = page.getByLabel("Retour", { exact: true });
  await expect(back).toHaveValue(inWords(arrivalDate));
  const depart = page.getByLabel("Départ", { exact: true });
  await expect(depart).toHaveValue(inWords(departureDate));
  // Never a numeric day/month pair such as 04/01.
  await expect(depart).not.toHaveValue(/\d{1,2}\/\d{1,2}/);

  await depart.click();
  const calendar = page.locator(".react-datepicker");
  await expect(calendar).toBeVisible();
  const monthName = new Date(`${departureDate}T12:00:00`).toLocaleString(
    "fr-CA",
    { month: "long" },
  );
  await expect(
    calendar.locator(".react-datepicker__current-month"),
  ).toContainText(monthName);
  await expect(depart).toHaveValue(inWords(departureDate));
  await expect(back).toHaveValue(inWords(arrivalDate));
  await page.keyboard.press("Escape");
  await back.fill("");
  await expect(back).toHaveAttribute("placeholder", "Choisir une date");
});
