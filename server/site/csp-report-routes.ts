import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { perMinute } from "../api-settings";
import { violationReportBody, violationsOf } from "./violation-report";
import { noBody } from "../platform/http/message";

/** What browsers send violation reports as (report-uri, then report-to). */
export const REPORT_TYPES = [
  "application/csp-report",
  "application/reports+json",
];

/**
 * Content-Security-Policy violation reports (report-uri and report-to of
 * the site's policy), logged one line each, without the sender's address or
 * any query string; answered 204, with no body.
 */
export async function cspReportRoutes(app: FastifyInstance): Promise<void> {
  app.addContentTypeParser(
    REPORT_TYPES,
    { parseAs: "string" },
    app.getDefaultJsonParser("error", "error"),
  );
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    "/csp-report",
    {
      config: perMinute(app.settings.rateLimits.cspReports),
      // No request log line: it would hold the sender's address.
      logLevel: "silent",
      schema: {
        tags: ["security"],
        summary: "A browser reports a Content-Security-Policy violation",
        body: violationReportBody,
        response: { 204: noBody("Logged") },
      },
    },
    async (request, reply) => {
      for (const violation of violationsOf(request.body)) {
        app.log.warn({ cspViolation: violation }, "CSP violation");
      }
      return reply.code(204).send(null);
    },
  );
}
