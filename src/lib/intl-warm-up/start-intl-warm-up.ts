import { hasSpareCore } from "./has-spare-core";

/**
 * ICU, the library behind Intl, loads its data the first time a page builds
 * a number or date formatter: 11–34 ms of main thread on this two-core host,
 * 120–190 ms on a mid-range phone, in the home page's featured cards (their
 * points, dates and market) just after hydration. Its data and caches are
 * shared by the whole renderer process in Chromium, so building the same
 * objects once in a worker, while the page's chunks download, leaves the
 * main thread's first Intl call at a millisecond or two. Where workers,
 * sharing or a spare core are missing, the page builds its formatters as
 * before.
 */
export function startIntlWarmUp(language: string): void {
  if (typeof Worker === "undefined") return;
  if (!hasSpareCore(globalThis.navigator)) return;
  try {
    const worker = new Worker(
      new URL("./intl-warm-up.worker.ts", import.meta.url),
    );
    worker.postMessage(language);
  } catch {
    // A browser that refuses workers (a policy, a privacy mode) loses nothing.
  }
}
