import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TripRequest } from "../../domain/offers/search-session-contract";
import { sparePort } from "../../scripts/ports";
import {
  killApiProcess,
  startApiProcess,
  type ApiProcess,
} from "../testing/api-process";
import { httpBrowser } from "../testing/http-browser";
import { signInOverHttp } from "../testing/http-sign-in";
import { startSmtpSink, type SmtpSink } from "../testing/smtp-sink";
import { cheaperDemoDay, demoLowestOn } from "../testing/demo-price-days";

// The check as an operator runs it: `server/server.ts` in its own
// process with SMTP_URL on a loopback server, a trip watched on one
// DEMO_FARES_TODAY, the process killed and started again on a cheaper day:
// its job (ALERT_INTERVAL) sends one alert, whose one-click unsubscribe
// works without signing in.
const START = "2026-11-23";
const TRIP: TripRequest = {
  departure: "YUL",
  arrival: "CDG",
  departureDate: "2027-03-04",
  arrivalDate: "2027-03-14",
  adults: 1,
  children: 0,
};
const lowestOn = (day: string) => demoLowestOn(TRIP, day);
const cheaperDay = () => cheaperDemoDay(TRIP, START);

async function until(check: () => Promise<boolean> | boolean, what: string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

let sink: SmtpSink;
let api: ApiProcess | undefined;
const parent = fs.mkdtempSync(path.join(os.tmpdir(), "alert-restart-"));
afterAll(async () => {
  if (api) await killApiProcess(api);
  await sink?.close();
  fs.rmSync(parent, { recursive: true, force: true });
});

it("sends one alert after a restart on a cheaper DEMO_FARES_TODAY, and its one-click unsubscribe stops the watch", async () => {
  sink = await startSmtpSink();
  const port = await sparePort();
  const url = `http://127.0.0.1:${port}`;
  const start = (day: string) =>
    startApiProcess(port, {
      DATA_DIR: path.join(parent, "data"),
      PUBLIC_URL: url,
      SMTP_URL: sink.url,
      MAIL_FROM: "Northfare <alerts@northfare.test>",
      MAIL_SEND_SECONDS: "1",
      ALERT_INTERVAL: "1",
      DEMO_FARES_TODAY: day,
    });

  api = await start(START);
  const browser = httpBrowser(url);
  const { token } = await signInOverHttp(browser, url, "ada@example.com");
  const authorization = `Bearer ${token}`;
  const watched = await fetch(`${url}/api/watch`, {
    method: "POST",
    headers: { authorization, "content-type": "application/json" },
    body: JSON.stringify({ trip: TRIP, language: "en" }),
  });
  expect(watched.status).toBe(201);
  const listed = async () =>
    (
      (await (
        await fetch(`${url}/api/watch`, { headers: { authorization } })
      ).json()) as { data: { last_announced_cents: number | null }[] }
    ).data;
  await until(
    async () => (await listed())[0]?.last_announced_cents != null,
    "the first pricing",
  );
  // Priced as of DEMO_FARES_TODAY, not today.
  expect((await listed())[0]!.last_announced_cents).toBe(await lowestOn(START));
  expect(sink.received).toEqual([]);

  // A crash, then the next day's prices: the schedule is in the database.
  await killApiProcess(api);
  api = await start(await cheaperDay());
  await until(() => sink.received.length > 0, "the alert");
  // Several more runs of the job and the sender at the same price.
  await new Promise((resolve) => setTimeout(resolve, 4_000));
  expect(sink.received).toHaveLength(1);
  const [alert] = sink.received;
  expect(alert!.to).toEqual(["ada@example.com"]);
  expect(alert!.messageId).toMatch(/^<[0-9a-f-]+@127\.0\.0\.1>$/);
  const raw = alert!.raw.replace(/\r\n\s+/g, " ");
  expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
  const link = raw.match(/^List-Unsubscribe: <([^>]+)>/m)?.[1];
  expect(link).toMatch(new RegExp(`^${url}/api/watch/unsubscribe\\?`));

  // What a mail client does for RFC 8058: a POST, no cookie, no sign-in.
  const oneClick = await fetch(link!, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "List-Unsubscribe=One-Click",
  });
  expect(oneClick.status).toBe(200);
  expect(await listed()).toEqual([]);
}, 150_000);
