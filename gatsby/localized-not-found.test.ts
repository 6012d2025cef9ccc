import type { Actions, CreatePageArgs } from "gatsby";
import { onCreatePage } from "./localized-not-found";

function run(page: Record<string, unknown>) {
  const actions = { createPage: jest.fn(), deletePage: jest.fn() };
  void onCreatePage?.(
    { page, actions: actions as unknown as Actions } as CreatePageArgs,
    { plugins: [] },
    () => {},
  );
  return actions;
}

const i18n = (language: string, routed: boolean) => ({
  context: { i18n: { language, routed } },
});

describe("onCreatePage", () => {
  it("lets the French not-found page answer every unknown /fr path", () => {
    const page = {
      path: "/fr/404.html",
      component: "404.tsx",
      ...i18n("fr", true),
    };
    const actions = run(page);
    expect(actions.deletePage).toHaveBeenCalledWith(page);
    expect(actions.createPage).toHaveBeenCalledWith({
      ...page,
      matchPath: "/fr/*",
    });
  });

  it.each([
    { path: "/404.html", ...i18n("en", false) },
    { path: "/fr/404", ...i18n("fr", true) },
    { path: "/fr/faq", ...i18n("fr", true) },
    { path: "/fr/404.html", matchPath: "/fr/*", ...i18n("fr", true) },
    { path: "/fr/404.html" },
  ])("leaves %j alone", (page) => {
    const actions = run(page);
    expect(actions.createPage).not.toHaveBeenCalled();
    expect(actions.deletePage).not.toHaveBeenCalled();
  });
});
