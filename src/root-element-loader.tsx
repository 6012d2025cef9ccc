import type { ReactNode } from "react";
import type { RootElement as RootElementComponent } from "./root-element";

let LoadedRoot: typeof RootElementComponent | null = null;

/**
 * Loads the root element (Recoil and the visit's state) from its own chunk.
 * Client entry awaits it before Gatsby renders, so Recoil's module runs in
 * the entry's second task instead of the app's evaluation, the longest task
 * of a page's load; the page's loader requests the chunk with the app's
 * scripts (gatsby/boot-after-first-paint.ts), so no request waits for it.
 */
export async function loadRootElement(): Promise<void> {
  // The name is in gatsby/client-entry-chunks.ts too.
  const chunk = await import(
    /* webpackChunkName: "root-element" */ "./root-element"
  );
  LoadedRoot = chunk.RootElement;
}

function LoadedRootElement({ children }: { children: ReactNode }) {
  if (!LoadedRoot) {
    throw new Error("The root element renders before client entry loaded it");
  }
  return <LoadedRoot>{children}</LoadedRoot>;
}

/**
 * gatsby-browser's wrapper. Gatsby's development runtime calls it before
 * client entry, while rendering only after, so the loaded root element is
 * read at render time. The wrapper draws nothing: the built HTML matches.
 */
export function wrapRootElement({ element }: { element: ReactNode }) {
  return <LoadedRootElement>{element}</LoadedRootElement>;
}
