import { expect, test, type Page } from "./fixtures";
import { banner, choose } from "./consent-page";
import {
  errorEnvelopes,
  startIngestStandIn,
  type IngestStandIn,
} from "./ingest-stand-in";
import { openPage } from "./open-page";
import { servePagesWithPolicyFor } from "./third-party-policy";

// The build's /third-party.json answered with a DSN pointing at a stand-in
// ingest on loopback, as a build with SENTRY_DSN set would write it
// (docs/decisions/0012-error-reporting.md). Each page comes with the
// server's own CSP plus what the server adds for that file (the ingest,
// replay's worker: third-party-policy.ts); a violation fails the test.
test.describe.configure({ mode: "serial" });

let ingest: IngestStandIn;
test.beforeAll(async () => {
  ingest = await startIngestStandIn();
});
test.afterAll(async () => ingest.close());
test.beforeEach(() => {
  ingest.envelopes.length = 0;
});

const PERSONAL = ["camille.tremblay@example.com", "4242 4242", "tok_9f8e7d6c"];

async function configure(page: Page) {
  const config = { ids: {}, errorReportingDsn: ingest.dsn };
  await servePagesWithPolicyFor(page, config);
  await page.route("**/third-party.json", (route) =>
    route.fulfill({ json: config }),
  );
  const requests: string[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith(ingest.origin)) requests.push(request.url());
  });
  return requests;
}

/** An error no code of ours catches, with personal data in its message. */
const throwUncaught = (page: Page) =>
  page.evaluate(() => {
    setTimeout(() => {
      throw new Error(
        "Boom for camille.tremblay@example.com paying 4242 4242 4242 4242 (authToken=tok_9f8e7d6c)",
      );
    });
  });

test("with consent refused, an error sends nothing anywhere", async ({
  page,
}) => {
  const requests = await configure(page);
  await openPage(page, "/");
  await banner(page).getByRole("button", { name: "Refuse all" }).click();
  await throwUncaught(page);
  await page.waitForTimeout(2_000);
  expect(requests).toEqual([]);
  expect(ingest.envelopes).toEqual([]);
});

test("after measurement is accepted, a thrown error reaches the ingest, scrubbed", async ({
  page,
}) => {
  const requests = await configure(page);
  await openPage(page, "/");
  expect(requests).toEqual([]);
  await choose(page, ["measurement"]);
  // The reporter loads when the page is idle after the choice: until then
  // an error goes unreported, so the page throws until one arrives.
  await expect
    .poll(
      async () => {
        await throwUncaught(page);
        return errorEnvelopes(ingest).length;
      },
      { timeout: 30_000, intervals: [1_000] },
    )
    .toBeGreaterThan(0);
  for (const report of errorEnvelopes(ingest)) {
    expect(report).toContain("Boom for [email] paying [card]");
    expect(PERSONAL.filter((datum) => report.includes(datum))).toEqual([]);
  }
  // No replay without the heat-map and replay consent (the next test has it).
  expect(ingest.envelopes.some((body) => body.includes('"replay_event"'))).toBe(
    false,
  );
});

test("with the heat-map and replay consent too, an error's session replay follows it", async ({
  page,
}) => {
  await configure(page);
  await openPage(page, "/");
  await choose(page, ["measurement", "heatmap"]);
  await expect
    .poll(
      async () => {
        await throwUncaught(page);
        return ingest.envelopes.some((body) =>
          body.includes('"type":"replay_event"'),
        );
      },
      { timeout: 30_000, intervals: [1_000] },
    )
    .toBe(true);
});
