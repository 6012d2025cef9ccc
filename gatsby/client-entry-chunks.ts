/**
 * The named chunks client entry awaits before Gatsby renders
 * (src/root-element-loader.tsx). Every page's loader requests their scripts
 * with the app's (boot-after-first-paint.ts), so the budgets count them as
 * first load; a build without one of them fails.
 */
export const CLIENT_ENTRY_CHUNKS = ["root-element"] as const;
