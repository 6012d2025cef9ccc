import { ApiError } from "../platform/http/api-errors";
import type { Identity } from "../account";

const LONE_SURROGATE =
  /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A provider's text as we keep it: no control, format (bidi, zero-width) or broken characters. */
const text = (value: unknown, max: number) =>
  typeof value === "string"
    ? value
        .replace(/[\p{Cc}\p{Cf}]/gu, "")
        .replace(LONE_SURROGATE, "")
        .trim()
        .slice(0, max)
    : "";

/** Standard claims that make up our user fields. */
export const PROFILE_CLAIMS = [
  "email",
  "given_name",
  "family_name",
  "name",
] as const;

/** Whether the claims lack one of the fields we would ask userinfo for. */
export const lacksProfile = (claims: Record<string, unknown>) =>
  !text(claims.email, 254) ||
  !(text(claims.given_name, 100) || text(claims.name, 201));

/**
 * Our user fields from standard claims (the ID token's, completed from
 * userinfo); names fall back to `name`, then the e-mail. The user is the
 * issuer and subject: the e-mail only describes them.
 */
export function identityFromClaims(
  issuer: string,
  claims: Record<string, unknown>,
): Identity {
  const subject = text(claims.sub, 255);
  if (!subject) throw new ApiError(400, "The provider sent no subject.");
  const email = text(claims.email, 254);
  if (!email)
    throw new ApiError(400, "The provider did not share an e-mail address.");
  const [givenFromName = "", ...rest] = text(claims.name, 201).split(/\s+/);
  const first_name =
    text(claims.given_name, 100) ||
    givenFromName.slice(0, 100) ||
    email.split("@")[0]!.slice(0, 100);
  const last_name =
    text(claims.family_name, 100) || rest.join(" ").slice(0, 100);
  return { issuer, subject, email, first_name, last_name };
}
