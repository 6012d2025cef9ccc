import type { Page } from "@playwright/test";
import type { ThirdPartyConfig } from "../domain/third-party";
import { withSources } from "../server/platform/csp/content-security-policy";
import { thirdPartyCspFor } from "../server/platform/csp/third-party-csp";

/**
 * Serves every page with the CSP the server sends for a build whose
 * /third-party.json is `config`: the page's own policy as the server sent it
 * (its inline scripts' hashes), with the sources the server adds for those
 * ids (server/platform/csp/third-party-csp.ts). The default build configures none, and a
 * second build only for this would cost minutes.
 */
export async function servePagesWithPolicyFor(
  page: Page,
  config: ThirdPartyConfig,
): Promise<void> {
  const additions = thirdPartyCspFor(config);
  // A page answered here has no address Chromium knows, so it counts as a
  // public one, and its requests to the stand-ins on loopback would need the
  // visitor's leave (Local Network Access); real vendors are not on loopback.
  await page.context().grantPermissions(["local-network-access"]);
  await page.route("**/*", async (route) => {
    if (route.request().resourceType() !== "document") {
      return route.fallback();
    }
    const response = await route.fetch();
    const headers = response.headers();
    const policy = headers["content-security-policy"];
    if (!policy) throw new Error(`${route.request().url()} came with no CSP`);
    headers["content-security-policy"] = withSources(policy, additions);
    return route.fulfill({ response, headers });
  });
}
