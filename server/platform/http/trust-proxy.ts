import { isIP } from "node:net";
import { z } from "zod";

/**
 * Which forwarding proxies to believe: how many hops sit in front of the
 * server (a load balancer is 1), or their addresses and networks. Fastify
 * (through proxy-addr) then takes the client's address from the last
 * X-Forwarded-For entry a trusted proxy added, never from one the client wrote.
 */
export type TrustProxy = false | number | string[];

/** proxy-addr's names for the loopback, link-local and private networks. */
const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

const EVERYONE =
  'give the number of proxies in front of the server (e.g. 1) or their addresses; "true" would believe an X-Forwarded-For written by anyone';

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/** TRUST_PROXY: off (unset, 0, false), a hop count, or addresses. */
export const trustProxySchema = z
  .string()
  .default("")
  .transform((value, context): TrustProxy => {
    const text = value.trim();
    if (text === "" || text === "0" || text === "false") return false;
    if (/^\d+$/.test(text)) {
      const hops = Number(text);
      if (hops <= 10) return hops;
      context.addIssue({ code: "custom", message: "at most 10 proxies" });
      return z.NEVER;
    }
    if (text === "true") {
      context.addIssue({ code: "custom", message: EVERYONE });
      return z.NEVER;
    }
    const entries = text.split(",").map((entry) => entry.trim());
    const bad = entries.find((entry) => !isAddressOrRange(entry));
    if (bad !== undefined) {
      context.addIssue({
        code: "custom",
        message: `"${bad}" is not an IP address or network (like 10.0.0.0/8); ${EVERYONE}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/**
 * Fastify's option: a hop count as the function Fastify would build from it
 * (its types leave numbers out), the addresses as they are.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== "number") return trust;
  return (_address, hop) => hop < trust;
}
