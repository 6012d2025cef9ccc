import { act, waitFor } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { renderWithProviders } from "../../test-utils";
import { SeoHead } from "./seo-head";
import { Seo } from "./seo";

jest.mock("./seo-head", () => ({ SeoHead: jest.fn(() => null) }));

const idleCallbacks: IdleRequestCallback[] = [];

beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue({
    siteContent: null,
    site: null,
    allRouteMeta: { nodes: [] },
  });
  window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => {
    idleCallbacks.push(callback);
    return idleCallbacks.length;
  });
});

afterEach(() => {
  // @ts-expect-error jsdom has none; each test sets its own.
  delete window.requestIdleCallback;
});

test("the page opened on writes no head tags, and another page's wait until the main thread is idle", async () => {
  const opened = renderWithProviders(<Seo />, { originalPath: "/" });
  opened.unmount();
  expect(window.requestIdleCallback).not.toHaveBeenCalled();

  renderWithProviders(<Seo />, { originalPath: "/search" });
  await act(() => Promise.resolve());
  expect(idleCallbacks).toHaveLength(1);
  expect(SeoHead).not.toHaveBeenCalled();

  act(() => idleCallbacks[0]!({ didTimeout: false, timeRemaining: () => 0 }));
  await waitFor(() => expect(SeoHead).toHaveBeenCalled());
  expect(jest.mocked(SeoHead).mock.calls[0]![0]).toMatchObject({
    originalPath: "/search",
    language: "en",
  });
});
