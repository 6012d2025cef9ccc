import {
  ERROR_REPORTING_MODULES,
  keepErrorReportingTogether,
} from "./error-reporting-chunk";
import type { WebpackConfig } from "./webpack-config-type";

const module = (identifier: string) => ({ identifier: () => identifier });

describe("keepErrorReportingTogether", () => {
  it("keeps Gatsby's lib group off the reporter's modules, and only those", () => {
    const config: WebpackConfig = {
      optimization: {
        splitChunks: { cacheGroups: { lib: { test: () => true } } },
      },
    };
    keepErrorReportingTogether(config);
    const test = config.optimization?.splitChunks?.cacheGroups?.lib?.test as (
      m: ReturnType<typeof module>,
    ) => boolean;
    expect(
      test(module("/site/node_modules/@sentry/replay/build/npm/esm/index.js")),
    ).toBe(false);
    expect(test(module("/site/node_modules/big-library/index.js"))).toBe(true);
  });

  it("knows the reporter's modules from the rest", () => {
    expect(
      ERROR_REPORTING_MODULES.test("/site/src/lib/error-reporting/scrub.ts"),
    ).toBe(true);
    expect(
      ERROR_REPORTING_MODULES.test("/site/src/lib/analytics/track-event.ts"),
    ).toBe(false);
  });

  it("fails the build loudly if Gatsby's lib group is gone", () => {
    expect(() => keepErrorReportingTogether({})).toThrow(/lib chunk group/);
  });
});
