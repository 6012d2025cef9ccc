import { expect, it } from "vitest";
import { queueMail } from "./mail";
import { serveTestApp } from "./testing/fake-app";
import { TEST_SETTINGS } from "./testing/test-api";

// The app's pruning jobs (every second here, a day by default) delete mail
// sent or given up over 30 days ago and payment events over 90, and nothing
// younger or still to send.
const served = serveTestApp({ pruneSeconds: 1 });

async function mailSent(daysAgo: number | null, subject: string) {
  const database = served.database();
  await queueMail(
    database,
    {
      kind: "test",
      language: "en",
      to: "ada@example.com",
      subject,
      text: "Hi",
      html: "<p>Hi</p>",
      attachments: [],
    },
    TEST_SETTINGS.publicUrl,
  );
  await database.query(
    `update mail_outbox set
       created_at = now() - make_interval(days => $2),
       sent_at = now() - make_interval(days => $3)
     where subject = $1`,
    [subject, (daysAgo ?? 0) + 40, daysAgo],
  );
}

const paymentEvent = (id: string, daysAgo: number) =>
  served.database().query(
    `insert into payment_events (id, type, received_at)
       values ($1, 'payment_intent.succeeded', now() - make_interval(days => $2))`,
    [id, daysAgo],
  );

const column = async (sql: string) =>
  (await served.database().query<{ value: string }>(sql))
    .map((row) => row.value)
    .sort();

it("deletes mail sent or given up over 30 days ago and payment events over 90, keeping the rest", async () => {
  await mailSent(31, "given up 31 days ago");
  await mailSent(29, "sent 29 days ago");
  await mailSent(null, "never sent, queued 40 days ago");
  await served.database().query(
    `update mail_outbox set sent_at = null,
         gave_up_at = now() - interval '31 days'
       where subject = 'given up 31 days ago'`,
  );
  await mailSent(45, "sent 45 days ago");
  await paymentEvent("evt_91_days", 91);
  await paymentEvent("evt_89_days", 89);

  await expect
    .poll(() => column("select subject as value from mail_outbox"), {
      timeout: 15_000,
    })
    .toEqual(["never sent, queued 40 days ago", "sent 29 days ago"]);
  await expect
    .poll(() => column("select id as value from payment_events"), {
      timeout: 15_000,
    })
    .toEqual(["evt_89_days"]);
  const jobs = await column(
    "select name as value from scheduled_jobs where last_finished_at is not null",
  );
  expect(jobs).toEqual(["prune-payment-events", "prune-sent-mail"]);
});
