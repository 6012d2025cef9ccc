/**
 * Whether the device has a core for the warm-up worker beside the main
 * thread and the browser's own. On a two-core host the worker competed with
 * hydration instead: Lighthouse's Total Blocking Time at 8× rose by a third
 * on `/` and `/vertoflex` with it (docs/performance.md, section
 * "2026-11-26, 20:10–21:45 UTC"). A browser that does not tell keeps the
 * warm-up.
 */
export function hasSpareCore(
  nav: Pick<Navigator, "hardwareConcurrency"> | undefined,
): boolean {
  const cores = nav?.hardwareConcurrency;
  return !(typeof cores === "number" && cores > 0 && cores <= 2);
}
