import fs from "node:fs";
import path from "node:path";
import type { z } from "zod";
import {
  faqSchema,
  featuredTripsSchema,
  legalDocumentSchema,
  routeMetaSchema,
  siteSchema,
} from "../../domain/content/content-schema";

export const CONTENT_DIR = path.resolve(__dirname, "../../content");

/** Which schema each content file must satisfy, by its path inside content/. */
const SCHEMAS: { pattern: RegExp; schema: z.ZodType }[] = [
  { pattern: /^site\.json$/, schema: siteSchema },
  { pattern: /^faq\/[a-z]+\.[a-z]{2}\.json$/, schema: faqSchema },
  { pattern: /^legal\/[a-z]+\.[a-z]{2}\.json$/, schema: legalDocumentSchema },
  { pattern: /^featured-trips\.json$/, schema: featuredTripsSchema },
  { pattern: /^route-meta\.json$/, schema: routeMetaSchema },
];

export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`${file}: ${problems.join("; ")}`);
    this.name = "ContentError";
  }
}

export function describeIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const field = issue.path.length ? formatPath(issue.path) : "(whole file)";
    return `${field}: ${issue.message}`;
  });
}

function formatPath(segments: PropertyKey[]): string {
  return segments
    .map((segment, index) =>
      typeof segment === "number"
        ? `[${segment}]`
        : `${index ? "." : ""}${String(segment)}`,
    )
    .join("");
}

/** Parses one content file against its schema; throws ContentError naming file, field and expectation. */
export function parseContentFile(relativePath: string, text: string): unknown {
  const entry = SCHEMAS.find(({ pattern }) => pattern.test(relativePath));
  if (!entry) {
    throw new ContentError(relativePath, [
      "no schema for this file name (see gatsby/content/load-content.ts)",
    ]);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ContentError(relativePath, [
      `not valid JSON (${(error as Error).message})`,
    ]);
  }
  const result = entry.schema.safeParse(json);
  if (!result.success) {
    throw new ContentError(relativePath, describeIssues(result.error));
  }
  return result.data;
}

export function listContentFiles(dir = CONTENT_DIR): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".json"))
    .map((entry) =>
      path
        .relative(dir, path.join(entry.parentPath, entry.name))
        .split(path.sep)
        .join("/"),
    )
    .sort();
}

/** Reads and validates every content file; all problems are reported together. */
export function loadAllContent(dir = CONTENT_DIR): Map<string, unknown> {
  const content = new Map<string, unknown>();
  const errors: ContentError[] = [];
  for (const file of listContentFiles(dir)) {
    try {
      const text = fs.readFileSync(path.join(dir, file), "utf8");
      content.set(file, parseContentFile(file, text));
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      errors.push(error);
    }
  }
  if (errors.length) {
    throw new Error(
      `Invalid content:\n${errors.map((e) => `  content/${e.message}`).join("\n")}`,
    );
  }
  return content;
}
