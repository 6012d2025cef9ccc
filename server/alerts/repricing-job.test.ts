import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TripRequest } from "../../domain/offers/search-session-contract";
import { folderTransport } from "../mail";
import { createDemoFareSource, type FareSource } from "../search";
import { serveTestApp } from "../testing/fake-app";
import { createSignedInUser } from "../testing/signed-in-user";
import { isAlertWorthy } from "./alert-rule";
import { lowestTotal } from "./lowest-total";

// The app as configured with ALERT_INTERVAL=1: its own job re-prices the
// watch, and its mail sender delivers the one alert the cheaper day brings.
const START = "2026-11-23";
let today = START;
const now = () => new Date(`${START}T15:00:00Z`);
const demoOn = () => createDemoFareSource(now, today);
const movingDemo: FareSource = {
  id: "demo",
  demo: true,
  searchOffers: (trip) => demoOn().searchOffers(trip),
  lowestPrices: (trip, dates) => demoOn().lowestPrices(trip, dates),
  repriceOffer: (trip, offer, option) =>
    demoOn().repriceOffer(trip, offer, option),
  placeOrder: (request) => demoOn().placeOrder(request),
  cancelOrder: (request) => demoOn().cancelOrder(request),
};
const outbox = fs.mkdtempSync(path.join(os.tmpdir(), "alerts-outbox-"));
const served = serveTestApp(
  {
    alerts: { intervalSeconds: 1, pauseMs: 0 },
    mail: {
      from: "Northfare <a@northfare.test>",
      sendSeconds: 1,
      devOutbox: false,
    },
  },
  {
    clock: now,
    fareSource: movingDemo,
    mailTransport: folderTransport(outbox, "Northfare <a@northfare.test>"),
  },
);
afterAll(() => fs.rmSync(outbox, { recursive: true, force: true }));

const TRIP: TripRequest = {
  departure: "YUL",
  arrival: "CDG",
  departureDate: "2027-03-04",
  arrivalDate: "2027-03-14",
  adults: 2,
  children: 0,
};

async function until(check: () => Promise<boolean>, ms = 15_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("Timed out");
}

it("re-prices on its schedule and delivers one alert for a cheaper day", async () => {
  const db = served.database();
  const { authorization } = await createSignedInUser(db);
  const answer = await served.app().inject({
    method: "POST",
    url: "/api/watch",
    headers: { authorization },
    payload: { trip: TRIP },
  });
  expect(answer.statusCode).toBe(201);
  const announced = async () =>
    (
      await db.query<{ cents: number | null }>(
        "select last_announced_cents as cents from price_watches",
      )
    )[0]?.cents ?? null;
  await until(async () => (await announced()) !== null);

  const start = (await announced())!;
  for (let offset = 1; offset < 60; offset += 1) {
    const day = new Date(Date.UTC(2026, 10, 23 + offset))
      .toISOString()
      .slice(0, 10);
    const lowest = lowestTotal(
      await createDemoFareSource(now, day).searchOffers(TRIP),
    )!;
    if (isAlertWorthy(start, lowest)) {
      today = day;
      break;
    }
  }
  expect(today).not.toBe(START);
  await until(async () => fs.readdirSync(outbox).length > 0);
  // More runs of the job, at the same cheaper price: still one message.
  await new Promise((resolve) => setTimeout(resolve, 2_500));
  const files = fs.readdirSync(outbox);
  expect(files).toHaveLength(1);
  const message = fs.readFileSync(path.join(outbox, files[0]!), "utf8");
  expect(message).toMatch(
    /^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m,
  );
}, 30_000);
