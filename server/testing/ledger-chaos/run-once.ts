import { randomUUID } from "node:crypto";
import { killApiProcess, type ApiProcess } from "../api-process";
import { prepareBooking } from "../http-booking";
import { httpBrowser, type HttpBrowser } from "../http-browser";
import { signInOverHttp } from "../http-sign-in";
import type { ChaosDatabase } from "./chaos-database";
import type { History } from "./history";
import {
  sendOnce,
  sendUntilSettled,
  settledAnswer,
  type KeyedRequest,
} from "./keyed-requests";
import { isWorkerOperation, type RunPlan } from "./plan";
import { startWorker, type WorkerRun } from "./worker-process";
import type { TaskReport, WorkerTask } from "./worker-tasks";

interface Traveller {
  browser: HttpBrowser;
  userId: string;
  authorization: string;
  order: object;
  /** DELETE /api/user, until it is answered. */
  deletion?: { answered: boolean };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One run of the property on the API process `api` serves: the plan's
 * requests, all at once, the API process killed meanwhile, the worker's
 * tasks (killed too), a restart, and every key without a settled answer
 * sent again until it has one (on the process `restart` starts). The
 * answers are added to `history`.
 */
export async function runOnce(
  plan: RunPlan,
  api: ApiProcess,
  restart: () => Promise<ApiProcess>,
  database: ChaosDatabase,
  history: History,
): Promise<void> {
  const run = randomUUID().slice(0, 8);
  const travellers: Traveller[] = await Promise.all(
    Array.from({ length: plan.users }, async (_, index) => {
      const browser = httpBrowser(api.url);
      const { token, userId } = await signInOverHttp(
        browser,
        api.url,
        `t${index}-${run}@example.test`,
      );
      const { body } = await prepareBooking(browser);
      return { browser, userId, authorization: `Bearer ${token}`, order: body };
    }),
  );
  const guest = httpBrowser(api.url);
  const guestOrder = (await prepareBooking(guest)).body;

  const requests: (() => Promise<void>)[] = [];
  const tasks: WorkerTask[] = [];
  const taskPauses: number[] = [];
  const keyed: KeyedRequest[] = [];
  for (const [index, { operation, delayMs }] of plan.operations.entries()) {
    const key = `${run}-${index}`;
    if (isWorkerOperation(operation)) {
      const { userId } = travellers[operation.user]!;
      tasks.push(
        operation.kind === "reversal"
          ? { kind: "reversal", id: key, userId, points: operation.points }
          : { kind: "available", id: key, userId },
      );
      taskPauses.push(delayMs);
      continue;
    }
    if (operation.kind === "delete") {
      const traveller = travellers[operation.user]!;
      const deletion = (traveller.deletion ??= { answered: false });
      requests.push(async () => {
        await sleep(delayMs);
        await deleteAccount(traveller, deletion);
      });
      continue;
    }
    const request =
      operation.kind === "redeem"
        ? redemption(
            travellers[operation.user]!,
            key,
            uniquePoints(history, operation.points),
            operation.method,
            history,
          )
        : booking(
            key,
            operation.kind === "earn" ? travellers[operation.user]! : undefined,
            guest,
            guestOrder,
            history,
          );
    keyed.push(request);
    const sends = operation.kind === "redeem" && operation.twice ? 2 : 1;
    requests.push(async () => {
      await sleep(delayMs);
      await Promise.all(Array.from({ length: sends }, () => sendOnce(request)));
    });
  }

  // Tasks run once each in the end; a killed worker's unreported ones run again.
  const reports = new Map<string, TaskReport>();
  const runWorker = async (
    toRun: WorkerTask[],
    pauses: number[],
    killAfterMs?: number,
  ) => {
    const worker = startWorker(database.workerEnv, toRun, pauses);
    if (killAfterMs !== undefined) void killLater(worker, killAfterMs);
    for (const report of await worker.finished) reports.set(report.id, report);
  };

  const alongside =
    database.workerAlongsideApi && tasks.length
      ? runWorker(tasks, taskPauses, plan.killWorkerAfterMs)
      : undefined;
  const sent = Promise.all(requests.map((request) => request()));
  await sleep(plan.killApiAfterMs);
  await killApiProcess(api);
  await sent;
  await alongside;

  // The API is down: a claim a request left unanswered is abandoned. Only
  // a request whose answer was lost or unsettled can have left one.
  const ageClaims: WorkerTask[] = keyed.every(
    (request) => settledAnswer(request) && request.lost === 0,
  )
    ? []
    : [{ kind: "age-claims", id: `${run}-age` }];
  if (!database.workerAlongsideApi && tasks.length + ageClaims.length) {
    const pauses = [...ageClaims.map(() => 0), ...taskPauses];
    await runWorker([...ageClaims, ...tasks], pauses, plan.killWorkerAfterMs);
  }
  const remaining = [...ageClaims, ...tasks].filter(
    ({ id }) => !reports.has(id),
  );
  if (remaining.length) await runWorker(remaining, []);

  const serving = await restart();
  for (const { browser } of [...travellers, { browser: guest }])
    browser.moveTo(serving.url);
  await Promise.all([
    ...keyed.map(sendUntilSettled),
    ...travellers.map(async (traveller) => {
      if (traveller.deletion && !traveller.deletion.answered)
        await deleteAccount(traveller, traveller.deletion, true);
    }),
  ]);

  history.reversals.push(...tasks.map(({ id }) => reports.get(id)!));
  history.balances = new Map();
  for (const traveller of travellers) {
    const answer = await traveller.browser.request("GET", "/api/point", {
      headers: { authorization: traveller.authorization },
    });
    if (answer.status === 401) continue; // the account is deleted
    const { data } = (await answer.json()) as {
      data: { points: number; pending: { points: number }[] };
    };
    history.balances.set(traveller.userId, {
      points: data.points,
      pending: data.pending.reduce((sum, { points }) => sum + points, 0),
    });
  }
}

/** Kills the worker `ms` after its database is open (not while it is still starting). */
async function killLater(worker: WorkerRun, ms: number) {
  await worker.ready;
  await sleep(ms);
  await worker.kill();
}

/** A redemption's amount no other has, so its ledger row names its key. */
function uniquePoints(history: History, points: number): number {
  const taken = new Set(
    history.redemptions.map((redemption) => redemption.points),
  );
  let unique = points;
  while (taken.has(unique)) unique += 1;
  return unique;
}

function redemption(
  traveller: Traveller,
  key: string,
  points: number,
  method: "cash-back" | "travel-credit",
  history: History,
): KeyedRequest {
  const request = {
    key,
    points,
    method,
    answers: [],
    lost: 0,
    send: () =>
      traveller.browser.request("POST", "/api/point/redeem", {
        json: { points, method },
        headers: {
          authorization: traveller.authorization,
          "idempotency-key": key,
        },
      }),
  };
  history.redemptions.push(request);
  return request;
}

/** A traveller's order (signed in: it earns points), else the guest's. */
function booking(
  key: string,
  traveller: Traveller | undefined,
  guest: HttpBrowser,
  guestOrder: object,
  history: History,
): KeyedRequest {
  const request = {
    key,
    answers: [],
    lost: 0,
    send: () =>
      traveller
        ? traveller.browser.request("POST", "/api/order", {
            json: traveller.order,
            headers: {
              authorization: traveller.authorization,
              "idempotency-key": key,
            },
          })
        : guest.request("POST", "/api/order", {
            json: guestOrder,
            headers: { "idempotency-key": key },
          }),
  };
  history.orders.push(request);
  return request;
}

/** DELETE /api/user; after a restart, 401 means an earlier one went through. */
async function deleteAccount(
  traveller: Traveller,
  deletion: { answered: boolean },
  afterRestart = false,
) {
  const answer = await traveller.browser
    .request("DELETE", "/api/user", {
      headers: { authorization: traveller.authorization },
    })
    .catch(() => undefined);
  if (answer?.status === 200 || (afterRestart && answer?.status === 401)) {
    deletion.answered = true;
  } else if (afterRestart) {
    throw new Error(`DELETE /api/user answered ${answer?.status}`);
  }
}
