/** @jest-environment node */
import type { RedirectRule } from "../domain/redirects/redirect-rule";
import { readRedirects } from "../server/platform/build-output/read-redirects";
import { createPages } from "./create-pages";

// Jest cannot load netlify-redirect-parser (ESM only); the adapter has its
// own vitest suite, and a real build runs the whole path.
jest.mock("../server/platform/build-output/read-redirects", () => ({
  readRedirects: jest.fn(),
}));

type CreatePages = NonNullable<typeof createPages>;

async function runCreatePages(rules: Promise<RedirectRule[]>) {
  jest.mocked(readRedirects).mockReturnValue(rules);
  const actions = { createPage: jest.fn(), createRedirect: jest.fn() };
  const reporter = { panic: jest.fn() };
  const args = { actions, reporter } as unknown as Parameters<CreatePages>[0];
  await (createPages as CreatePages)(args, { plugins: [] }, () => {});
  return { actions, reporter };
}

describe("createPages", () => {
  it("creates in-browser redirects for the 301 and 302 rules only", async () => {
    const { actions } = await runCreatePages(
      Promise.resolve([
        { from: "/support", to: "/faq", status: 301 },
        { from: "/old-deals", to: "/faq?tab=deals", status: 302 },
        { from: "/order/*", to: "/order/", status: 200 },
        { from: "/moved", to: "/faq", status: 308 },
      ]),
    );
    expect(actions.createRedirect.mock.calls).toEqual([
      [
        {
          fromPath: "/support",
          toPath: "/faq",
          isPermanent: true,
          redirectInBrowser: true,
        },
      ],
      [
        {
          fromPath: "/old-deals",
          toPath: "/faq?tab=deals",
          isPermanent: false,
          redirectInBrowser: true,
        },
      ],
    ]);
    expect(readRedirects).toHaveBeenCalledWith(
      expect.stringMatching(/static\/_redirects$/),
    );
  });

  it("stops the build with the adapter's message when _redirects is broken", async () => {
    const message = "static/_redirects: rule /a → /b: unsupported status 404";
    const { actions, reporter } = await runCreatePages(
      Promise.reject(new Error(message)),
    );
    expect(reporter.panic).toHaveBeenCalledWith(message);
    expect(actions.createRedirect).not.toHaveBeenCalled();
  });
});
