import type { GatsbyNode } from "gatsby";
import { keepErrorReportingTogether } from "./error-reporting-chunk";
import { keepLazyCssWithItsCode } from "./lazy-css";

/** The parts of webpack's configuration changed here. */
export interface WebpackConfig {
  devtool?: string | false;
  optimization?: {
    splitChunks?: {
      cacheGroups?: Record<string, Record<string, unknown>>;
    };
  };
}

/** Gatsby's production bundles, split as docs/decisions/0008 and 0012 say. */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  stage,
  getConfig,
  actions,
}) => {
  if (stage !== "build-javascript") return;
  const config = getConfig() as WebpackConfig;
  // Maps still made (an error reporter may upload them), but no bundle
  // names its map: they are moved out of public/ (move-build-artifacts.ts).
  config.devtool = "hidden-source-map";
  keepLazyCssWithItsCode(config);
  keepErrorReportingTogether(config);
  actions.replaceWebpackConfig(config);
};
