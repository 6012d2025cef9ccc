import { act } from "react";
import { renderInTransition } from "./hydrate-in-transition";

// React checks this flag before it lets act() flush a root it did not create.
(
  globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
).IS_REACT_ACT_ENVIRONMENT = true;

function Greeting() {
  return <p id="greeting">Bonjour</p>;
}

function builtPage(markup: string): HTMLElement {
  document.body.innerHTML = `<div id="___gatsby"><div id="gatsby-focus-wrapper">${markup}</div></div>`;
  return document.getElementById("___gatsby")!;
}

const app = (
  <div id="gatsby-focus-wrapper">
    <Greeting />
  </div>
);

describe("renderInTransition", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("hydrates a page with built HTML, keeping its elements", async () => {
    // What the build writes for <Greeting />.
    const container = builtPage('<p id="greeting">Bonjour</p>');
    const built = document.getElementById("greeting");
    const errors = jest.spyOn(console, "error").mockImplementation(() => {});
    let unmount = () => {};
    await act(async () => {
      unmount = renderInTransition(app, container);
    });
    expect(document.getElementById("greeting")).toBe(built);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    act(() => unmount());
  });

  it("renders a client-only page, which has no built HTML, from scratch", async () => {
    const container = builtPage("");
    let unmount = () => {};
    await act(async () => {
      unmount = renderInTransition(app, container);
    });
    expect(container.textContent).toBe("Bonjour");
    act(() => unmount());
    expect(container.textContent).toBe("");
  });

  it("renders into any other element (Gatsby's development overlays)", async () => {
    const overlay = document.createElement("div");
    document.body.append(overlay);
    let unmount = () => {};
    await act(async () => {
      unmount = renderInTransition(<Greeting />, overlay);
    });
    expect(overlay.textContent).toBe("Bonjour");
    act(() => unmount());
  });
});
