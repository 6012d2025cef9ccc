import { startTransition } from "react";
import {
  act,
  fireEvent,
  mockSiteInfo,
  renderWithProviders,
  screen,
} from "../../../test-utils";
import { Header } from "./header";

// startTransition holds its updates here until the test runs them (with
// React's own startTransition): what it holds is what opens as a transition.
const held: (() => void)[] = [];
jest.mock("react", () => ({
  ...jest.requireActual("react"),
  startTransition: jest.fn((update: () => void) => held.push(update)),
}));
const { startTransition: reactTransition } =
  jest.requireActual<typeof import("react")>("react");
const runHeldTransitions = () =>
  act(() => held.splice(0).forEach((update) => reactTransition(update)));

// The dialogs as plain elements: this is about when the header opens them,
// not about Chakra's dialog (covered in e2e/dialog-reopen.spec.ts).
// (jest.mock's factories may only name module variables starting "mock".)
function mockDialog(name: string, closeLabel: string) {
  return {
    __esModule: true,
    default: ({ open, onClose }: { open: boolean; onClose: () => void }) =>
      open ? (
        <div role="dialog" aria-label={name}>
          <button type="button" onClick={onClose}>
            {closeLabel}
          </button>
        </div>
      ) : null,
  };
}
jest.mock("./language-dialog", () =>
  mockDialog("Select language", "close language"),
);
jest.mock("./mobile-menu", () => mockDialog("Menu", "close menu"));

beforeEach(() => {
  held.length = 0;
  jest.mocked(startTransition).mockClear();
  mockSiteInfo();
});

const languageButton = () => screen.getByRole("button", { name: "Language" });
const languageDialog = () =>
  screen.queryByRole("dialog", { name: "Select language" });

describe("Header", () => {
  it("opens the language dialog as a transition, each time, and closes it at once", async () => {
    renderWithProviders(<Header />);

    fireEvent.click(languageButton());
    // Nothing opened outside the transition.
    expect(languageDialog()).toBeNull();
    await runHeldTransitions();
    await screen.findByRole("dialog", { name: "Select language" });

    fireEvent.click(screen.getByRole("button", { name: "close language" }));
    expect(held).toHaveLength(0);
    expect(languageDialog()).toBeNull();

    // The second opening (the dialog's code already loaded) too.
    fireEvent.click(languageButton());
    expect(languageDialog()).toBeNull();
    await runHeldTransitions();
    expect(languageDialog()).not.toBeNull();
    expect(startTransition).toHaveBeenCalledTimes(2);
  });

  it("opens the phone menu as a transition, each time", async () => {
    renderWithProviders(<Header />);
    const menuButton = screen.getByRole("button", { name: "Open menu" });
    const menu = () => screen.queryByRole("dialog", { name: "Menu" });

    fireEvent.click(menuButton);
    await runHeldTransitions();
    await screen.findByRole("dialog", { name: "Menu" });
    fireEvent.click(screen.getByRole("button", { name: "close menu" }));
    expect(menu()).toBeNull();

    fireEvent.click(menuButton);
    expect(menu()).toBeNull();
    await runHeldTransitions();
    expect(menu()).not.toBeNull();
  });
});
