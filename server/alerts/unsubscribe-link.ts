import { createHmac, timingSafeEqual } from "node:crypto";

/** The one-click token of a watch: its id signed with the watch's own key. */
export const unsubscribeToken = (watchId: string, key: string) =>
  createHmac("sha256", key)
    .update(`unsubscribe:${watchId}`)
    .digest("base64url");

export function isUnsubscribeToken(
  watchId: string,
  key: string,
  token: string,
): boolean {
  const expected = Buffer.from(unsubscribeToken(watchId, key));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The API's one-click address (RFC 8058), usable without signing in. */
export const unsubscribeUrl = (
  publicUrl: string,
  watchId: string,
  key: string,
) =>
  `${publicUrl}/api/watch/unsubscribe?${new URLSearchParams({
    id: watchId,
    token: unsubscribeToken(watchId, key),
  })}`;
