import { render, screen } from "@testing-library/react";
import { useAuthStatus } from "./state/use-auth";
import { loadRootElement, wrapRootElement } from "./root-element-loader";

function ReadsState() {
  // Outside a RecoilRoot this hook throws.
  return <p>session: {String(useAuthStatus())}</p>;
}

describe("wrapRootElement", () => {
  afterEach(() => jest.restoreAllMocks());
  // Gatsby's development runtime wraps the root when its module loads.
  const wrappedEarly = wrapRootElement({ element: <ReadsState /> });

  it("refuses to render before client entry has loaded the root element", () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(wrappedEarly)).toThrow(
      "The root element renders before client entry loaded it",
    );
  });

  it("renders the page in the visit's state once loaded, even wrapped before", async () => {
    await loadRootElement();
    render(wrappedEarly);
    expect(screen.getByText("session: null")).toBeInTheDocument();
  });
});
