import { randomBytes } from "node:crypto";
import type { FormValue } from "./form-body";
import { invalidRequest } from "./stand-in-errors";

// A form's parameters read as Stripe reads them: missing or of the wrong
// shape, an invalid_request_error naming the parameter.

export function text(value: FormValue | undefined, param: string): string {
  if (typeof value !== "string" || value === "") {
    throw invalidRequest(
      `Missing required param: ${param}.`,
      param,
      "parameter_missing",
    );
  }
  return value;
}

export function stringRecord(
  value: FormValue | undefined,
  param: string,
): Record<string, string> {
  if (value === undefined) return {};
  if (typeof value !== "object" || Array.isArray(value)) {
    throw invalidRequest(`Invalid object`, param);
  }
  const entries = Object.entries(value).map(([key, inner]) => {
    if (typeof inner !== "string")
      throw invalidRequest("Invalid object", `${param}[${key}]`);
    return [key, inner] as const;
  });
  return Object.fromEntries(entries);
}

/** An object id as Stripe shapes them: a prefix and random characters. */
export const newId = (prefix: string) =>
  `${prefix}_${randomBytes(12).toString("hex")}`;
