import type { FastifyBaseLogger } from "fastify";
import type { TripRequest } from "../../domain/offers/search-session-contract";
import { sendDueMail, smtpTransport } from "../mail";
import { runDueJob } from "../platform/jobs/scheduled-job";
import { createDemoFareSource, type FareSource } from "../search";
import { serveTestApp } from "../testing/fake-app";
import { createSignedInUser } from "../testing/signed-in-user";
import { startSmtpSink } from "../testing/smtp-sink";
import { cheaperDemoDay, demoLowestOn } from "../testing/demo-price-days";
import { repriceWatches } from "./reprice-watches";
import { repriceSchedule } from "./watch-repricing-job";

// The re-pricing on the demo source with its pricing day moved, as
// DEMO_FARES_TODAY moves it: one alert for a drop, none for no further drop,
// an unsubscribe link that stops its own watch once, past trips dropped.
const START = "2026-11-23";
let today = START;
let now = new Date(`${START}T15:00:00Z`);
const demoOn = () => createDemoFareSource(() => now, today);
// The demo source of whatever day `today` is when it is asked.
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
const served = serveTestApp({}, { clock: () => now, fareSource: movingDemo });
const app = served.app;
const db = () => served.database();

const TRIP: TripRequest = {
  departure: "YUL",
  arrival: "CDG",
  departureDate: "2027-03-04",
  arrivalDate: "2027-03-14",
  adults: 2,
  children: 0,
};
const OTHER_TRIP: TripRequest = { ...TRIP, departureDate: "2027-03-05" };
const run = () =>
  repriceWatches(
    {
      database: db(),
      fareSource: movingDemo,
      clock: () => now,
      publicUrl: "http://localhost:8000",
      log: { warn() {} },
    },
    { pauseMs: 0 },
  );

const lowestOn = (day: string) => demoLowestOn(TRIP, day);
const cheaperDay = () => cheaperDemoDay(TRIP, START);

const alerts = () =>
  db().query<{
    to_address: string;
    subject: string;
    text_body: string;
    headers: Record<string, string>;
    language: string;
  }>(
    `select to_address, subject, text_body, headers, language
     from mail_outbox where kind = 'price-alert' order by created_at`,
  );

async function watchTrip(trip: TripRequest, language = "en") {
  const user = await createSignedInUser(db());
  const answer = await app().inject({
    method: "POST",
    url: "/api/watch",
    headers: { authorization: user.authorization },
    payload: { trip, language },
  });
  expect(answer.statusCode).toBe(201);
  return { ...user, watchId: answer.json().data.id as string };
}

const listed = async (authorization: string) =>
  (
    await app().inject({
      method: "GET",
      url: "/api/watch",
      headers: { authorization },
    })
  ).json().data;

beforeEach(async () => {
  today = START;
  now = new Date(`${START}T15:00:00Z`);
  await db().query("delete from price_watches");
  await db().query("delete from mail_outbox");
  await db().query("delete from scheduled_jobs");
});

const unsubscribeLink = (headers: Record<string, string>) =>
  new URL(headers["List-Unsubscribe"]!.replace(/^<|>$/g, ""));

describe("price alerts", () => {
  it("send one alert when the day's price falls 5 % and 10 $ below the last announced, then none without a further drop", async () => {
    const ada = await watchTrip(TRIP);
    expect(await run()).toMatchObject({ priced: 1, alerts: 0 });
    const first = (await listed(ada.authorization))[0];
    expect(first.last_announced_cents).toBe(await lowestOn(START));
    expect(first.days).toEqual([
      { day: START, lowest_total_cents: await lowestOn(START) },
    ]);
    expect(await alerts()).toHaveLength(0);

    today = await cheaperDay();
    expect(await run()).toMatchObject({ priced: 1, alerts: 1 });
    const [mail, ...more] = await alerts();
    expect(more).toHaveLength(0);
    expect(mail!.to_address).toBe(ada.user.email);
    expect(mail!.subject).toMatch(/^Price drop: YUL → CDG now \$/);
    expect(mail!.text_body).toContain(
      "http://localhost:8000/search?departure=YUL&arrival=CDG&departureDate=2027-03-04&arrivalDate=2027-03-14&adults=2&children=0",
    );
    expect(mail!.headers["List-Unsubscribe-Post"]).toBe(
      "List-Unsubscribe=One-Click",
    );
    expect(unsubscribeLink(mail!.headers).pathname).toBe(
      "/api/watch/unsubscribe",
    );
    expect((await listed(ada.authorization))[0].last_announced_cents).toBe(
      await lowestOn(today),
    );

    expect(await run()).toMatchObject({ priced: 1, alerts: 0 });
    expect(await alerts()).toHaveLength(1);
  });

  it("writes the alert in the watch's language", async () => {
    await watchTrip(TRIP, "fr");
    await run();
    today = await cheaperDay();
    await run();
    const [mail] = await alerts();
    expect(mail!.language).toBe("fr");
    expect(mail!.subject).toMatch(/^Baisse de prix\u00a0: YUL → CDG à /);
    expect(mail!.text_body).toContain("http://localhost:8000/fr/search?");
  });

  it("unsubscribes in one click without signing in, that watch only and once", async () => {
    const ada = await watchTrip(TRIP);
    await watchTrip(OTHER_TRIP);
    await run();
    today = await cheaperDay();
    await run();
    const mail = (await alerts()).find(
      ({ to_address }) => to_address === ada.user.email,
    )!;
    const link = unsubscribeLink(mail.headers);
    const url = `${link.pathname}${link.search}`;

    const page = await app().inject({ method: "GET", url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      '<form method="post" action="/api/watch/unsubscribe/page?id=',
    );
    expect(await listed(ada.authorization)).toHaveLength(1);

    const forged = new URL(link);
    forged.searchParams.set("token", "A".repeat(43));
    expect(
      (
        await app().inject({
          method: "POST",
          url: `${forged.pathname}${forged.search}`,
        })
      ).statusCode,
    ).toBe(404);

    const oneClick = () =>
      app().inject({
        method: "POST",
        url,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "List-Unsubscribe=One-Click",
      });
    const stopped = await oneClick();
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json()).toEqual({ data: { stopped: true } });
    expect(await listed(ada.authorization)).toHaveLength(0);
    const [left] = await db().query<{ count: number }>(
      "select count(*)::int as count from price_watches",
    );
    expect(left!.count).toBe(1);
    expect((await oneClick()).statusCode).toBe(410);
  });

  it("runs the job once across two API processes asking together", async () => {
    await watchTrip(TRIP);
    await run();
    today = await cheaperDay();
    const job = repriceSchedule(3_600);
    const outcomes = await Promise.all([
      runDueJob(db(), job, async () => void (await run())),
      runDueJob(db(), job, async () => void (await run())),
    ]);
    expect(outcomes.sort()).toEqual(["not-due", "ran"]);
    expect(await alerts()).toHaveLength(1);
  });

  it("asks the fare source for one trip at a time, pausing between calls (its rate limits)", async () => {
    await watchTrip(TRIP);
    await watchTrip(OTHER_TRIP);
    const asked: number[] = [];
    const timed: FareSource = {
      ...movingDemo,
      async searchOffers(trip) {
        asked.push(performance.now());
        return movingDemo.searchOffers(trip);
      },
    };
    const outcome = await repriceWatches(
      {
        database: db(),
        fareSource: timed,
        clock: () => now,
        publicUrl: "http://localhost:8000",
        log: { warn() {} },
      },
      { pauseMs: 300 },
    );
    expect(outcome).toMatchObject({ priced: 2 });
    expect(asked).toHaveLength(2);
    // A timer may wake a millisecond early.
    expect(asked[1]! - asked[0]!).toBeGreaterThanOrEqual(295);
  });

  it("drops a trip once it is in the past", async () => {
    const ada = await watchTrip(TRIP);
    await watchTrip({
      ...TRIP,
      departureDate: "2027-06-01",
      arrivalDate: undefined,
    });
    now = new Date("2027-03-06T12:00:00Z");
    expect(await run()).toMatchObject({ dropped: 1, priced: 1 });
    expect(await listed(ada.authorization)).toHaveLength(0);
  });

  it("delivers the alert over SMTP with its unsubscribe headers", async () => {
    const sink = await startSmtpSink();
    try {
      await watchTrip(TRIP);
      await run();
      today = await cheaperDay();
      await run();
      const silent = { warn() {}, error() {}, info() {} };
      const sent = await sendDueMail(
        db(),
        smtpTransport(sink.url, "Northfare <alerts@northfare.test>"),
        silent as unknown as FastifyBaseLogger,
      );
      expect(sent).toBe(1);
      const raw = sink.received[0]!.raw.replace(/\r\n\s+/g, " ");
      expect(raw).toMatch(
        /^List-Unsubscribe: <http:\/\/localhost:8000\/api\/watch\/unsubscribe\?id=[^>]+>/m,
      );
      expect(raw).toMatch(
        /^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m,
      );
    } finally {
      await sink.close();
    }
  });
});
