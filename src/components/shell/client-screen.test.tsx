import { Profiler } from "react";
import {
  buildHtmlWithProviders,
  mockSiteInfo,
  standInResizeObserver,
  renderWithProviders,
  screen,
} from "../../test-utils";
import { ClientScreen } from "./client-screen";

beforeEach(() => {
  standInResizeObserver();
  mockSiteInfo();
});

const page = (
  <ClientScreen ns="search">
    <p>the screen&apos;s content</p>
  </ClientScreen>
);

const screenShown = () => screen.queryByText("the screen's content") !== null;

/** The page rendered, or hydrated over `built`; for each commit, whether the screen was in it. */
function showPage(built?: string): boolean[] {
  const commits: boolean[] = [];
  const container = document.createElement("div");
  if (built !== undefined) container.innerHTML = built;
  document.body.append(container);
  renderWithProviders(
    <Profiler id="page" onRender={() => commits.push(screenShown())}>
      {page}
    </Profiler>,
    { container, hydrate: built !== undefined },
  );
  return commits;
}

test("the built page holds no screen: it depends on the address", () => {
  expect(buildHtmlWithProviders(page)).not.toContain("the screen's content");
});

test("hydrating the built page, the screen renders once hydration is done, with no mismatch", async () => {
  const errors = jest.spyOn(console, "error");
  const commits = showPage(buildHtmlWithProviders(page));
  expect(commits[0]).toBe(false);
  expect(commits.at(-1)).toBe(true);
  // Found, not got: it waits for the header's own updates too.
  expect(
    await screen.findByRole("heading", { level: 1, name: "Search flights" }),
  ).toBeInTheDocument();
  // React's development build reports a hydration mismatch here.
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
});

test("shown by a change of address in the app, the screen is in the page's first commit", async () => {
  const commits = showPage();
  expect(commits[0]).toBe(true);
  // Found, not got: it waits for the header's own updates too.
  expect(
    await screen.findByRole("heading", { level: 1, name: "Search flights" }),
  ).toBeInTheDocument();
});
