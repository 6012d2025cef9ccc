import type { WebpackConfig } from "./webpack-config-type";

/** The error reporter: our modules and Sentry's SDK, its replay (rrweb inside) included. */
export const ERROR_REPORTING_MODULES =
  /[\\/](node_modules[\\/]@sentry(-internal)?|src[\\/]lib[\\/]error-reporting)[\\/]/;

interface LibModule {
  identifier(): string;
}

/**
 * The reporter loads after consent as the one chunk of its import. Gatsby's
 * "lib" group would give replay's big module a named chunk of its own, and
 * every chunk, more so a named one, costs every page's first load an entry
 * in webpack's chunk map (the home page's first load has almost no room:
 * scripts/budgets.ts). So that group leaves the reporter's modules alone.
 */
export function keepErrorReportingTogether(config: WebpackConfig): void {
  const lib = config.optimization?.splitChunks?.cacheGroups?.lib;
  if (!lib || typeof lib.test !== "function") {
    throw new Error(
      "Gatsby's lib chunk group has changed: see error-reporting-chunk.ts",
    );
  }
  const bigLibrary = lib.test as (module: LibModule) => boolean;
  lib.test = (module: LibModule) =>
    bigLibrary(module) && !ERROR_REPORTING_MODULES.test(module.identifier());
}
