import type { GatsbyNode } from "gatsby";
import { keepErrorReportingTogether } from "./error-reporting-chunk";
import { keepLazyCssWithItsCode } from "./lazy-css";
import { shortenClassNames } from "./short-class-names";
import type { WebpackConfig } from "./webpack-config-type";

/** Gatsby's production bundles, split as docs/decisions/0008 and 0012 say. */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  stage,
  getConfig,
  actions,
}) => {
  if (stage !== "build-javascript" && stage !== "build-html") return;
  const config = getConfig() as WebpackConfig;
  if (!shortenClassNames(config.module?.rules)) {
    throw new Error(
      "Gatsby's CSS Modules loader has changed: see short-class-names.ts",
    );
  }
  if (stage === "build-javascript") {
    // Maps still made (an error reporter may upload them), but no bundle
    // names its map: they are moved out of public/ (move-build-artifacts.ts).
    config.devtool = "hidden-source-map";
    keepLazyCssWithItsCode(config);
    keepErrorReportingTogether(config);
  }
  actions.replaceWebpackConfig(config);
};
