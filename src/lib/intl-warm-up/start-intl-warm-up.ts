/**
 * ICU, the library behind Intl, loads its data the first time a page builds
 * any Intl object: 120–190 ms of main thread on a mid-range phone, the
 * single biggest task of the home page's hydration (the featured cards'
 * points, dates and market). Its data and caches are shared by the whole
 * renderer process in Chromium, so building the same objects once in a
 * worker, while the page's chunks download, leaves the main thread's first
 * Intl call at a millisecond or two. Where workers or sharing are missing,
 * nothing changes: the page builds its formatters as before.
 */
export function startIntlWarmUp(language: string): void {
  if (typeof Worker === "undefined") return;
  try {
    const worker = new Worker(
      new URL("./intl-warm-up.worker.ts", import.meta.url),
    );
    worker.postMessage(language);
  } catch {
    // A browser that refuses workers (a policy, a privacy mode) loses nothing.
  }
}
