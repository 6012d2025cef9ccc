import type { ApiContext, ApiSettings } from "../api-settings";
import type { Database } from "../db/database";
import { openTestDatabase } from "./test-database";

export const TEST_SITE_ORIGIN = "http://localhost:8000";

export const TEST_SETTINGS: ApiSettings = {
  publicUrl: TEST_SITE_ORIGIN,
  siteOrigins: [TEST_SITE_ORIGIN],
  sessionTtlDays: 30,
  pointsPerUsd: 5,
};

/** A real, migrated test database with the test settings, for buildApp. */
export async function openTestApi(
  settings: Partial<ApiSettings> = {},
): Promise<ApiContext & { database: Database }> {
  return {
    database: await openTestDatabase(),
    settings: { ...TEST_SETTINGS, ...settings },
  };
}
