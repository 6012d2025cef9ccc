import { useEffect, useRef, useState } from "react";
import { Script } from "gatsby";
import type { ThirdPartyConfig } from "../../../domain/third-party";
import type { Choices } from "../../lib/consent/consent";
import {
  connectVendor,
  loadThirdPartyConfig,
  prepareVendor,
  scriptFailed,
  wantedScripts,
} from "../../lib/analytics/third-party-loader";
import { afterIdle } from "../../lib/after-idle";

/**
 * The scripts of SPEC §1 and §7 that are configured and whose purpose the
 * visitor accepted; nothing, not even the configuration, before a purpose is
 * accepted; on the main thread, when it is idle or after at most two
 * seconds, rather than with Partytown: docs/decisions/0011-third-party-scripts.md.
 */
export function ThirdPartyScripts({ choices }: { choices: Choices | null }) {
  const [config, setConfig] = useState<ThirdPartyConfig | null>(null);
  const anyAccepted = !!choices && Object.values(choices).some(Boolean);

  useEffect(() => {
    if (anyAccepted)
      void loadThirdPartyConfig().then(afterIdle).then(setConfig);
  }, [anyAccepted]);

  const dsn = config?.errorReportingDsn;
  const reportErrors = !!choices?.measurement;
  const replay = !!choices?.heatmap;
  const reporterLoaded = useRef(false);
  useEffect(() => {
    // Its chunk loads only once errors may be reported; after that, it
    // also hears of a withdrawal.
    if (!dsn || (!reportErrors && !reporterLoaded.current)) return;
    reporterLoaded.current = true;
    // A failure to load the reporter is logged and ignored, as tracking's.
    import("../../lib/error-reporting/reporter")
      .then((reporter) =>
        reporter.applyReportingConsent(dsn, { errors: reportErrors, replay }),
      )
      .catch((error: unknown) =>
        console.warn("Error reporting unavailable", error),
      );
  }, [dsn, reportErrors, replay]);

  if (!config) return null;
  return wantedScripts(config, choices).map(({ key, src }) => {
    // Idempotent; the vendor's queue must exist before its script runs.
    prepareVendor(key, config);
    return (
      <Script
        key={key}
        id={`third-party-${key}`}
        src={src}
        strategy="post-hydrate"
        onLoad={() => connectVendor(key, config)}
        onError={() => scriptFailed(key)}
      />
    );
  });
}
