import { DEFAULT_POINTS_EARNED_PER_USD } from "../../domain/points/earn-rules";
import { DEFAULT_CAD_PER_USD } from "../../domain/points/points-toward-booking";
import type { ApiSettings } from "../api-settings";
import type { ApiContext } from "../api-context";
import type { Database } from "../platform/db/database";
import { openTestDatabase } from "./test-database";

export const TEST_SITE_ORIGIN = "http://localhost:8000";

export const TEST_SETTINGS: ApiSettings = {
  publicUrl: TEST_SITE_ORIGIN,
  siteOrigins: [TEST_SITE_ORIGIN],
  sessionTtlDays: 30,
  sessionIdleHours: 72,
  pointsEarnedPerUsd: DEFAULT_POINTS_EARNED_PER_USD,
  cadPerUsd: DEFAULT_CAD_PER_USD,
  // Tests make many requests from one address; api-hardening tests the limits.
  rateLimits: {
    signIn: 1000,
    accountChanges: 1000,
    redeem: 1000,
    search: 1000,
    cards: 1000,
    orders: 1000,
    cspReports: 1000,
  },
  // Tests that want the recovery worker call recoverOrders themselves.
  orderRecoverySeconds: 0,
  // Tests that want the pruning give it a period themselves.
  pruneSeconds: 0,
  // Tests that want the re-pricing call repriceWatches themselves.
  alerts: { intervalSeconds: 0, pauseMs: 0 },
  // Tests that want mail sent give a transport (and a period) themselves.
  mail: {
    from: "Northfare <bookings@northfare.test>",
    sendSeconds: 0,
    devOutbox: false,
  },
};

/** A real, migrated test database with the test settings, for buildApp. */
export async function openTestApi(
  settings: Partial<ApiSettings> = {},
  services: Pick<
    ApiContext,
    | "fareSource"
    | "paymentProvider"
    | "clock"
    | "signInFetch"
    | "retryPolicy"
    | "mailTransport"
    | "mailSender"
  > = {},
): Promise<ApiContext & { database: Database }> {
  return {
    database: await openTestDatabase(),
    settings: { ...TEST_SETTINGS, ...settings },
    ...services,
  };
}
