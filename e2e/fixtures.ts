// Every spec imports `test` from here: each page it opens is watched for
// Content-Security-Policy violations, and one fails the test
// (docs/decisions/0017-content-security-policy.md).
import { expect, test as base } from "@playwright/test";

export * from "@playwright/test";

declare global {
  interface Window {
    __reportCspViolation?: (text: string) => Promise<void>;
  }
}

export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeBinding(
        "__reportCspViolation",
        ({ page }, text: string) => {
          violations.push(`${page.url()}: ${text}`);
        },
      );
      // Before any script of the page, so nothing it blocks goes unheard.
      await context.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          const blocked = event.blockedURI || "inline";
          const sample = event.sample ? ` (${event.sample})` : "";
          void window.__reportCspViolation?.(
            `${event.effectiveDirective} blocked ${blocked}${sample} at ${event.sourceFile}:${event.lineNumber}`,
          );
        });
      });
      // What the browser itself says, in case an event never reaches us.
      context.on("console", (message) => {
        if (/Content Security Policy/i.test(message.text())) {
          violations.push(`console: ${message.text()}`);
        }
      });
      await use(violations);
      expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
});
