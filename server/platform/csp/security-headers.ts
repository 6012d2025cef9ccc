import helmet from "@fastify/helmet";
import Fastify, { type FastifyInstance } from "fastify";
import { CSP_REPORT_GROUP, CSP_REPORT_PATH } from "./content-security-policy";
import type { SitePolicies } from "./site-policies";

export const CSP_HEADER = "content-security-policy";

export const HSTS_VALUE = "max-age=31536000; includeSubDomains";

/** Powerful features no page of the site uses, turned off for it and its frames. */
export const PERMISSIONS_POLICY = [
  "accelerometer",
  "autoplay",
  "camera",
  "display-capture",
  "encrypted-media",
  "geolocation",
  "gyroscope",
  "hid",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "picture-in-picture",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
  "browsing-topics",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

/**
 * Helmet's headers but the CSP, which differs by page (SitePolicies). HSTS
 * goes with every answer: browsers ignore it over plain http, and behind a
 * proxy that ends TLS the server cannot always tell.
 */
const HELMET_OPTIONS = {
  contentSecurityPolicy: false,
  frameguard: { action: "deny" },
  referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  strictTransportSecurity: { maxAge: 31536000, includeSubDomains: true },
} as const;

/**
 * Every security header but the CSP, the same on every answer. @fastify/helmet
 * builds Helmet's middleware again on each request, so they are worked out
 * once, on a throwaway instance; netlify.toml is generated from them.
 */
export async function securityHeaders(): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(helmet, HELMET_OPTIONS);
  probe.get("/", (_request, reply) => reply.getHeaders());
  try {
    return {
      ...(await probe.inject("/")).json<Record<string, string>>(),
      "permissions-policy": PERMISSIONS_POLICY,
      "reporting-endpoints": `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`,
    };
  } finally {
    await probe.close();
  }
}

const isHtml = (contentType: unknown) =>
  typeof contentType === "string" && contentType.startsWith("text/html");

/**
 * The security headers on every answer, with a CSP without hashes; a built
 * page gets its own from the static site, and any other HTML answer made as
 * a string (the not-found page, the development sign-in page) one allowing
 * exactly its own inline scripts and styles.
 */
export function addSecurityHeaders(
  app: FastifyInstance,
  policies: SitePolicies,
): void {
  let headers: Record<string, string> = {};
  app.addHook("onReady", async () => {
    headers = await securityHeaders();
  });
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    reply.header(CSP_HEADER, policies.withoutHashes);
    done();
  });
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (
      typeof payload === "string" &&
      isHtml(reply.getHeader("content-type"))
    ) {
      reply.header(CSP_HEADER, policies.forHtml(payload));
    }
    done(null, payload);
  });
}
