// The API app in-process (app.inject), as the search benches drive it: the
// app on a fresh embedded database and a stand-in build, and one search a
// round on a date of its own, so nothing is priced twice.
import type { FastifyInstance } from "fastify";
import { shiftIsoDate } from "../domain/offers/calendar-dates";
import { buildApp } from "../server/app";
import { TORONTO_VANCOUVER } from "../server/search/demo/demo-test-trips";
import { createFakeBuild } from "../server/testing/fake-build";
import { openTestApi } from "../server/testing/test-api";

type TestApiDependencies = Parameters<typeof openTestApi>[1];

/** The app, ready, and how to close it with its database and build. */
export async function openInProcessApp(
  dependencies?: TestApiDependencies,
): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const build = createFakeBuild();
  const api = await openTestApi({}, dependencies);
  const app = buildApp({
    api,
    publicDir: build.publicDir,
    redirectsFile: build.redirectsFile,
  });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await api.database.close();
      build.remove();
    },
  };
}

/**
 * POST /search-session for Toronto–Vancouver on the round's own dates: the
 * session's id and the searching browser's cookie (only it reads it).
 */
export async function startRoundSearch(
  app: FastifyInstance,
  round: number,
): Promise<{ sessionId: string; cookie: string }> {
  const created = await app.inject({
    method: "POST",
    url: "/api/search-session",
    payload: {
      ...TORONTO_VANCOUVER,
      departureDate: shiftIsoDate("2027-01-05", round),
      arrivalDate: shiftIsoDate("2027-01-12", round),
    },
  });
  return {
    sessionId: created.json().data.sessionId,
    cookie: String(created.headers["set-cookie"]).split(";")[0]!,
  };
}
