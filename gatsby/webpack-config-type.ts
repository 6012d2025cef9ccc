/** The parts of webpack's configuration changed here. */
export interface WebpackConfig {
  devtool?: string | false;
  module?: { rules?: unknown[] };
  optimization?: {
    splitChunks?: {
      cacheGroups?: Record<string, Record<string, unknown>>;
    };
  };
}
