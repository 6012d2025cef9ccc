import { setUiErrorCapture } from "../../lib/error-reporting/report-ui-error";
import { renderWithProviders, screen } from "../../test-utils";
import { PageErrorBoundary } from "./page-error-boundary";
import PageFailed from "./page-failed";

function Broken(): never {
  throw new Error("render failed for camille@example.com");
}

describe("PageErrorBoundary", () => {
  const capture = jest.fn();
  beforeEach(() => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    setUiErrorCapture(capture);
  });
  afterEach(() => {
    setUiErrorCapture(undefined);
    capture.mockReset();
    jest.restoreAllMocks();
  });

  it("shows the page's failure message in both languages and reports the error once", () => {
    renderWithProviders(
      <PageErrorBoundary fallback={<PageFailed />}>
        <Broken />
      </PageErrorBoundary>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Something went wrong on this page.",
    );
    expect(
      screen.getByRole("button", { name: "Reload the page" }),
    ).toBeVisible();
    expect(capture).toHaveBeenCalledTimes(1);
    expect(capture.mock.calls[0][0]).toEqual(
      new Error("render failed for camille@example.com"),
    );

    renderWithProviders(
      <PageErrorBoundary fallback={<PageFailed />}>
        <Broken />
      </PageErrorBoundary>,
      { language: "fr" },
    );
    expect(
      screen.getByRole("button", { name: "Recharger la page" }),
    ).toBeVisible();
  });

  it("keeps the rest of the page when a part without a fallback fails", () => {
    renderWithProviders(
      <>
        <PageErrorBoundary>
          <Broken />
        </PageErrorBoundary>
        <p>Search flights</p>
      </>,
    );
    expect(screen.getByText("Search flights")).toBeVisible();
    expect(capture).toHaveBeenCalledTimes(1);
  });

  it("renders its children when nothing fails", () => {
    renderWithProviders(
      <PageErrorBoundary fallback={<PageFailed />}>
        <p>Search flights</p>
      </PageErrorBoundary>,
    );
    expect(screen.getByText("Search flights")).toBeVisible();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
