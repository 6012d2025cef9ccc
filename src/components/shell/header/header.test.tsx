import { startTransition } from "react";
import { useStaticQuery } from "gatsby";
import {
  fireEvent,
  renderWithProviders,
  screen,
  waitFor,
} from "../../../test-utils";
import { Header } from "./header";

// React's own startTransition, with a record of each call.
jest.mock("react", () => {
  const actual = jest.requireActual("react");
  return { ...actual, startTransition: jest.fn(actual.startTransition) };
});

// The dialogs as plain elements: this is about when the header opens them,
// not about Chakra's dialog (covered in e2e/dialog-reopen.spec.ts).
jest.mock("./language-dialog", () => ({
  __esModule: true,
  default: ({ open, onClose }: { open: boolean; onClose: () => void }) =>
    open ? (
      <div role="dialog" aria-label="Select language">
        <button type="button" onClick={onClose}>
          close language
        </button>
      </div>
    ) : null,
}));
jest.mock("./mobile-menu", () => ({
  __esModule: true,
  default: ({ open }: { open: boolean }) =>
    open ? <div role="dialog" aria-label="Menu" /> : null,
}));

beforeEach(() => {
  jest.mocked(startTransition).mockClear();
  jest.mocked(useStaticQuery).mockReturnValue({
    siteContent: {
      name: "Northfare",
      contactEmail: "support@northfare.ca",
      twitterHandle: "@northfare",
    },
    site: { siteMetadata: { siteUrl: "https://example.ca" } },
  });
});

const languageButton = () => screen.getByRole("button", { name: "Language" });
const languageDialog = () =>
  screen.queryByRole("dialog", { name: "Select language" });

describe("Header", () => {
  it("opens the language dialog as a transition, each time, and closes it at once", async () => {
    renderWithProviders(<Header />);

    fireEvent.click(languageButton());
    expect(startTransition).toHaveBeenCalledTimes(1);
    await screen.findByRole("dialog", { name: "Select language" });

    fireEvent.click(screen.getByRole("button", { name: "close language" }));
    expect(languageDialog()).toBeNull();
    expect(startTransition).toHaveBeenCalledTimes(1);

    // The second opening (the dialog's code already loaded) too.
    fireEvent.click(languageButton());
    expect(startTransition).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(languageDialog()).not.toBeNull());
  });

  it("opens the phone menu as a transition", async () => {
    renderWithProviders(<Header />);
    fireEvent.click(screen.getByRole("button", { name: "Open menu" }));
    expect(startTransition).toHaveBeenCalledTimes(1);
    await screen.findByRole("dialog", { name: "Menu" });
  });
});
