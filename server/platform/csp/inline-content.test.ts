import { createHash } from "node:crypto";
import { gatsbyLikePage } from "../../testing/gatsby-like-page";
import { hashSource } from "./hash-source";
import { inlineContent } from "./inline-content";

describe("inlineContent", () => {
  it("finds what a browser runs and styles inline on a Gatsby page", () => {
    const found = inlineContent(gatsbyLikePage("/faq"));
    expect(found.scripts).toEqual([
      'const e="loading"in HTMLImageElement.prototype;',
      '/*<![CDATA[*/window.pagePath="/faq";/*]]>*/',
      // The parser turns CR LF into LF, as the browser's does before hashing.
      '\n  window.___chunkMapping="{}";\n',
    ]);
    expect(found.styles).toEqual([":root{--ink:#0f1b2d}"]);
    expect(found.styleAttributes).toEqual([
      "outline:none",
      "position:absolute;top:0;width:1px",
    ]);
    expect(found.unhashable).toEqual([]);
  });

  it("leaves out external scripts, data blocks and <noscript> content", () => {
    const found = inlineContent(
      `<script src="/a.js">ignored()</script>` +
        `<script type="application/json">{"a":1}</script>` +
        `<script type="text/template"><b>x</b></script>` +
        `<noscript><style>p{}</style><script>no()</script></noscript>`,
    );
    expect(found).toEqual({
      scripts: [],
      styles: [],
      styleAttributes: [],
      unhashable: [],
    });
  });

  it("counts every type a browser runs or checks as a script", () => {
    const types = [
      "",
      "text/javascript",
      " TEXT/JavaScript ",
      "module",
      "importmap",
      "speculationrules",
    ];
    const html = types
      .map((type, i) => `<script type="${type}">run(${i})</script>`)
      .join("");
    expect(inlineContent(html).scripts).toHaveLength(types.length);
  });

  it("finds scripts inside <template> and names what no hash can allow", () => {
    const found = inlineContent(
      `<template><script>later()</script></template>` +
        `<button onclick="go()">Go</button>` +
        `<a href=" java\tscript:alert(1)">x</a><form action="JAVASCRIPT:x()"></form>`,
    );
    expect(found.scripts).toEqual(["later()"]);
    expect(found.unhashable).toEqual([
      '<button onclick="go()">',
      '<a href=" java\tscript:alert(1)">',
      '<form action="JAVASCRIPT:x()">',
    ]);
  });
});

describe("hashSource", () => {
  it("is the base64 SHA-256 of the UTF-8 text, quoted as CSP wants it", () => {
    const text = 'window.pagePath="/fr/é";';
    const digest = createHash("sha256")
      .update(Buffer.from(text, "utf8"))
      .digest("base64");
    expect(hashSource(text)).toBe(`'sha256-${digest}'`);
    // The empty text's hash, as published in the CSP specification's examples.
    expect(hashSource("")).toBe(
      "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='",
    );
  });
});
