import type { WebpackConfig } from "./webpack-config-type";

/** What webpack's split-chunks test is given (the parts used here). */
interface CssModule {
  type: string;
}
interface Chunk {
  name?: string | null;
  canBeInitial(): boolean;
}
interface ChunkGraph {
  getModuleChunksIterable(module: CssModule): Iterable<Chunk>;
}

/**
 * Chunks named so hold parts the build renders into a page's HTML whose
 * code loads after the first load (React adopts their HTML once it has
 * arrived): their stylesheets must be in the page from the start.
 */
export const DEFERRED_CHUNK_PREFIX = "deferred-";

/**
 * Whether a stylesheet is used only by code that loads on demand (the date
 * picker, the results screen): never by the app, a page template or a chunk
 * a page renders into its HTML. Page templates are chunks named
 * "component---…".
 */
export function isLazyOnlyCss(chunks: Iterable<Chunk>): boolean {
  let any = false;
  for (const chunk of chunks) {
    any = true;
    if (
      chunk.canBeInitial() ||
      chunk.name?.startsWith("component---") ||
      chunk.name?.startsWith(DEFERRED_CHUNK_PREFIX)
    ) {
      return false;
    }
  }
  return any;
}

/**
 * Gatsby puts every stylesheet of the site into one "styles" chunk that is
 * inlined into every page, so the home page's HTML carried the date
 * picker's 23 KB of CSS and the browser parsed it before the first paint.
 * Stylesheets used only by on-demand code stay with that code instead; the
 * CSS extractor loads them with their chunk, before it runs.
 */
export function keepLazyCssWithItsCode(config: WebpackConfig): void {
  const styles = config.optimization?.splitChunks?.cacheGroups?.styles;
  if (!styles || typeof styles.test !== "function") {
    throw new Error("Gatsby's styles chunk group has changed: see lazy-css.ts");
  }
  const inlinedStyles = styles.test as (
    module: CssModule,
    context: { chunkGraph: ChunkGraph },
  ) => boolean;
  styles.test = (module: CssModule, context: { chunkGraph: ChunkGraph }) =>
    inlinedStyles(module, context) &&
    !isLazyOnlyCss(context.chunkGraph.getModuleChunksIterable(module));
}
