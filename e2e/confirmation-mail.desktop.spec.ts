import {
  mimePart,
  startSmtpSink,
  type SmtpSink,
} from "../server/testing/smtp-sink";
import {
  adult,
  checkoutTotal,
  expectOrderPage,
  fillCard,
  fillTraveller,
  payAsOneAdult,
  reachCheckout,
  VISA,
} from "./booking-helpers";
import { startApi, waitFor, type Started } from "./external-provider/processes";
import { expect, test } from "./fixtures";

// The booking confirmation as a traveller's mail server receives it: an
// SMTP server on loopback and an API of this spec's own sending to it
// (SMTP_URL), on the e2e server's port + 20 (+ 10 to 19 belong to others).
const basePort = Number(
  new URL(process.env.E2E_BASE_URL ?? "http://127.0.0.1:8765").port,
);
const API_PORT = basePort + 20;
const SITE = `http://127.0.0.1:${API_PORT}`;

test.use({ baseURL: SITE });
test.describe.configure({ mode: "serial" });

let sink: SmtpSink;
let api: Started;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  sink = await startSmtpSink();
  api = startApi(API_PORT, {
    SMTP_URL: sink.url,
    MAIL_FROM: "Northfare <bookings@northfare.test>",
    MAIL_SEND_SECONDS: "1",
    LOG_LEVEL: "warn",
  });
  await waitFor(
    api,
    async () => (await fetch(`${SITE}/api/health`)).ok,
    "The API sending mail over SMTP",
  );
});

test.afterAll(async () => {
  await api?.stop();
  await sink?.close();
});

/** Waits until `count` messages have arrived, then a few sender runs more. */
async function receivedAfterSettling(count: number) {
  await expect
    .poll(() => sink.received.length, { timeout: 20_000 })
    .toBeGreaterThanOrEqual(count);
  // The sender runs every second: a second message would be here by now.
  await new Promise((resolve) => setTimeout(resolve, 4_000));
  return sink.received;
}

test("a failed booking sends nothing; the booking that follows sends one confirmation with its reference, flights, total and .ics", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const trip = await reachCheckout(page);
  const total = await checkoutTotal(page);

  // The demo airline refuses a lead traveller named Bookfail.
  await payAsOneAdult(page, VISA, { ...adult, surname: "Bookfail" });
  await expect(
    page.getByRole("heading", { name: /^We could not book this fare/ }),
  ).toBeVisible({ timeout: 20_000 });
  await page.getByRole("link", { name: "Back to checkout" }).click();
  await fillTraveller(page, "Adult 1", adult);
  await fillCard(page);
  await page.getByRole("button", { name: /^Pay / }).click();
  const { reference } = await expectOrderPage(page);
  expect(reference).toMatch(/^[A-Z0-9]{6}$/);

  // One message in all: the failed order's would have come first.
  const received = await receivedAfterSettling(1);
  expect(received).toHaveLength(1);
  const [mail] = received;
  expect(mail!.to).toEqual(["camille@example.com"]);
  expect(mail!.raw).toMatch(/^From: Northfare <bookings@northfare\.test>/m);
  const text = mimePart(mail!.raw, "text/plain") ?? "";
  expect(text).toContain(reference);
  for (const flight of [
    ...trip.outbound.split(", "),
    ...trip.back.split(", "),
  ]) {
    expect(text).toContain(flight);
  }
  expect(text).toContain(`Total: ${total}`);
  expect(mimePart(mail!.raw, "text/html")).toContain(reference);
  expect(mail!.raw).toContain(`filename=flights-${reference}.ics`);
  const ics = mimePart(mail!.raw, "text/calendar") ?? "";
  expect(ics).toContain("BEGIN:VCALENDAR");
  expect(ics).toContain(reference);
});
