import { ClientError, ResponseBodyError } from "openid-client";
import { ApiError } from "../platform/http/api-errors";
import { innermostCause } from "../platform/outbound/innermost-cause";

const TLS_CODES = new Set([
  "SELF_SIGNED_CERT_IN_CHAIN",
  "DEPTH_ZERO_SELF_SIGNED_CERT",
  "UNABLE_TO_VERIFY_LEAF_SIGNATURE",
  "UNABLE_TO_GET_ISSUER_CERT_LOCALLY",
  "UNABLE_TO_GET_ISSUER_CERT",
  "CERT_HAS_EXPIRED",
  "CERT_NOT_YET_VALID",
  "CERT_UNTRUSTED",
  "ERR_TLS_CERT_ALTNAME_INVALID",
]);

/**
 * Why the sign-in provider could not be used, as one plain sentence for the
 * log: `lead` ("Sign-in is unavailable"), what failed and which setting to
 * look at. Never a secret or a token.
 */
export function describeProviderProblem(
  lead: string,
  issuer: string,
  error: unknown,
): string {
  const { code, message } = innermostCause(error);
  const start = `${lead}: the provider ${issuer}`;
  if (code && TLS_CODES.has(code)) {
    return `${start} presented a certificate this server does not trust (${code}); give its certificate authority in NODE_EXTRA_CA_CERTS or check OIDC_ISSUER.`;
  }
  if (
    error instanceof ClientError &&
    /issuer does not match/.test(error.message)
  ) {
    return `${start} names a different issuer in its discovery document; set OIDC_ISSUER to exactly the issuer it names.`;
  }
  if (error instanceof ResponseBodyError && error.error === "invalid_client") {
    return `${start} refused this site's client credentials (invalid_client); check OIDC_CLIENT_ID, OIDC_CLIENT_SECRET and OIDC_TOKEN_AUTH_METHOD.`;
  }
  if (
    error instanceof ClientError &&
    code === "OAUTH_RESPONSE_IS_NOT_CONFORM"
  ) {
    return `${start} answered with an HTTP error; check OIDC_ISSUER.`;
  }
  if (error instanceof ApiError) {
    return `${start} did not answer as expected: ${error.message}`;
  }
  if (
    code === "OAUTH_TIMEOUT" ||
    code === "OUTBOUND_TIMEOUT" ||
    code === "UND_ERR_CONNECT_TIMEOUT"
  ) {
    return `${start} did not answer in time.`;
  }
  if (code && /^(E[A-Z]+|UND_ERR_\w+)$/.test(code)) {
    return `${start} could not be reached (${code}).`;
  }
  return `${start} could not be used (${message.slice(0, 200)}).`;
}
