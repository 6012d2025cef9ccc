import type { EventParams } from "../analytics/track-event";
import { readStorage, writeStorage } from "../safe-storage";

/** Hex SHA-256 of a text (the order id is never sent as it is). */
export async function sha256Hex(
  text: string,
  subtle: SubtleCrypto = crypto.subtle,
): Promise<string> {
  const digest = await subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) =>
    byte.toString(16).padStart(2, "0"),
  ).join("");
}

/** SPEC §7's conversion event: currency CAD, the value, a version, the hashed id. */
export async function conversionPayload(
  orderId: string,
  totalCents: number,
  version: string,
  subtle?: SubtleCrypto,
): Promise<EventParams> {
  return {
    currency: "CAD",
    value: Math.round(totalCents) / 100,
    version,
    transaction_id: await sha256Hex(orderId, subtle),
  };
}

const TRACKED_KEY = "trackedOrders";
const TRACKED_MAX = 50;

const trackedIds = (): string[] => {
  try {
    const ids: unknown = JSON.parse(readStorage(TRACKED_KEY) ?? "[]");
    return Array.isArray(ids) ? ids.filter((id) => typeof id === "string") : [];
  } catch {
    return [];
  }
};

/**
 * True the first time an order is seen in this browser, then false: a
 * conversion counts once however often the confirmation is opened.
 */
export function claimFirstView(orderId: string): boolean {
  const ids = trackedIds();
  if (ids.includes(orderId)) return false;
  writeStorage(
    TRACKED_KEY,
    JSON.stringify([orderId, ...ids].slice(0, TRACKED_MAX)),
  );
  return true;
}
