import { z } from "zod";

const text = z.string().max(4096).optional();
const number = z.number().int().nonnegative().optional();

/** report-uri's format (application/csp-report). */
const legacyReport = z.object({
  "csp-report": z.looseObject({
    "document-uri": text,
    "blocked-uri": text,
    "effective-directive": text,
    "violated-directive": text,
    "source-file": text,
    "line-number": number,
    "column-number": number,
    disposition: text,
  }),
});

/** The Reporting API's (application/reports+json): a list, of any type. */
const reportingApiReports = z
  .array(
    z.looseObject({
      type: z.string().max(100),
      body: z
        .looseObject({
          documentURL: text,
          blockedURL: text,
          effectiveDirective: text,
          sourceFile: text,
          lineNumber: number,
          columnNumber: number,
          disposition: text,
        })
        .optional(),
    }),
  )
  .max(100);

export const violationReportBody = z.union([legacyReport, reportingApiReports]);
export type ViolationReportBody = z.infer<typeof violationReportBody>;

/** One violation as it is logged: nothing that could name a person. */
export interface Violation {
  directive: string;
  /** "inline", "eval", … or the blocked address's origin and path. */
  blocked: string;
  /** The page's path, without its query or fragment. */
  page: string;
  source?: string;
  line?: number;
  column?: number;
  disposition: string;
}

const MAX_TEXT = 200;

/**
 * An address reduced to its origin and path: queries and fragments carry
 * tokens, e-mail addresses and search terms. Keywords ("inline", "eval")
 * and bare schemes ("data") are kept as they are.
 */
export function withoutQuery(address: string | undefined, ownPath = false) {
  if (!address) return "";
  try {
    const url = new URL(address);
    if (!/^https?:$/.test(url.protocol)) return url.protocol.slice(0, -1);
    return (ownPath ? url.pathname : url.origin + url.pathname).slice(
      0,
      MAX_TEXT,
    );
  } catch {
    return /^[a-z-]{1,40}$/i.test(address) ? address : "(unreadable)";
  }
}

export function violationsOf(body: ViolationReportBody): Violation[] {
  if (!Array.isArray(body)) {
    const report = body["csp-report"];
    return [
      {
        directive: (
          report["effective-directive"] ??
          report["violated-directive"] ??
          ""
        ).slice(0, MAX_TEXT),
        blocked: withoutQuery(report["blocked-uri"]),
        page: withoutQuery(report["document-uri"], true),
        source: withoutQuery(report["source-file"]) || undefined,
        line: report["line-number"],
        column: report["column-number"],
        disposition: (report.disposition ?? "enforce").slice(0, MAX_TEXT),
      },
    ];
  }
  return body
    .filter((report) => report.type === "csp-violation" && report.body)
    .map(({ body: report = {} }) => ({
      directive: (report.effectiveDirective ?? "").slice(0, MAX_TEXT),
      blocked: withoutQuery(report.blockedURL),
      page: withoutQuery(report.documentURL, true),
      source: withoutQuery(report.sourceFile) || undefined,
      line: report.lineNumber,
      column: report.columnNumber,
      disposition: (report.disposition ?? "enforce").slice(0, MAX_TEXT),
    }));
}
