import fs from "node:fs";
import path from "node:path";
import {
  THIRD_PARTY_CONFIG_FILE,
  parseThirdPartyConfig,
  thirdPartyCspSources,
  type ThirdPartyConfig,
} from "../../../domain/third-party";
import type { CspAdditions } from "./content-security-policy";

/** What the CSP must allow for the third-party scripts of a configuration. */
export function thirdPartyCspFor(config: ThirdPartyConfig): CspAdditions {
  const { script, data } = thirdPartyCspSources(config);
  const additions: CspAdditions = {};
  if (script.length) additions["script-src"] = script;
  if (data.length) {
    additions["connect-src"] = data;
    additions["img-src"] = data;
  }
  // Session replay compresses in a worker it starts from a blob: URL.
  if (config.errorReportingDsn) additions["worker-src"] = ["blob:"];
  return additions;
}

/**
 * What the CSP must allow for the third-party scripts the build configured
 * (its public/third-party.json); nothing when the file is missing or bad.
 */
export function thirdPartyCsp(publicDir: string): CspAdditions {
  try {
    const file = path.join(publicDir, THIRD_PARTY_CONFIG_FILE);
    const config = parseThirdPartyConfig(
      JSON.parse(fs.readFileSync(file, "utf8")),
    );
    return thirdPartyCspFor(config);
  } catch {
    return {};
  }
}
