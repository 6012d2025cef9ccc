/** @jest-environment node */
import { existsSync } from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import type { ReactNode } from "react";
import { CONSENT_ASK_SCRIPT } from "./consent-ask";
import { ICON_LINKS, onRenderBody } from "./on-render-body";

describe("onRenderBody", () => {
  it("links the icon set and the manifest, and runs the consent check, in the head", () => {
    let head: ReactNode[] = [];
    const setHeadComponents = (components: ReactNode[]) => {
      head = components;
    };
    onRenderBody?.({ setHeadComponents } as never, {} as never);
    expect(renderToStaticMarkup(<>{head}</>)).toBe(
      '<link rel="icon" href="/favicon.ico" sizes="32x32"/>' +
        '<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>' +
        '<link rel="apple-touch-icon" href="/apple-touch-icon.png"/>' +
        '<link rel="manifest" href="/manifest.webmanifest"/>' +
        `<script>${CONSENT_ASK_SCRIPT}</script>`,
    );
  });

  it.each(ICON_LINKS.map((link) => link.href))(
    "links %s, which static/ holds",
    (href) => {
      expect(existsSync(path.join(__dirname, "..", "static", href))).toBe(true);
    },
  );
});
