/** @jest-environment node */
import {
  contentSecurityPolicy,
  pageHashes,
  serializePolicy,
} from "../server/platform/csp/content-security-policy";
import type { BuiltPage } from "../server/platform/csp/built-pages";
import { inlineContent } from "../server/platform/csp/inline-content";
import { uncoveredInlineContent } from "./csp-coverage";

const page = (file: string, html: string): BuiltPage => {
  const content = inlineContent(html);
  return { file, content, hashes: pageHashes(content) };
};

const rule = (path: string, built: BuiltPage | null) => ({
  for: path,
  values: {
    "Content-Security-Policy": serializePolicy(
      contentSecurityPolicy({}, built ? built.hashes : undefined),
    ),
  },
});

const HTML = `<style>p{}</style><div style="color:red"><script>go()</script></div>`;

describe("uncoveredInlineContent", () => {
  it("passes a page whose policy allows everything it has inline", () => {
    const faq = page("faq/index.html", HTML);
    expect(uncoveredInlineContent([faq], [rule("/faq", faq)])).toEqual([]);
  });

  it("names each inline script, style and attribute a policy would block", () => {
    const faq = page("faq/index.html", HTML);
    expect(
      uncoveredInlineContent([faq], [rule("/*", null), rule("/faq", faq)]),
    ).toEqual([
      'faq/index.html (/faq): inline script "go()" is not in script-src',
      'faq/index.html (/faq): <style> "p{}" is not in style-src',
      'faq/index.html (/faq): style="color:red" is not in style-src',
    ]);
  });

  it("fails a page with an event handler or javascript: URL, or with no policy", () => {
    const bad = page(
      "index.html",
      `<img src="x" onerror="go()"><a href="javascript:go()">x</a>`,
    );
    expect(uncoveredInlineContent([bad], [])).toEqual([
      'index.html (/): <img onerror="go()"> runs inline: move it to a script file',
      'index.html (/): <a href="javascript:go()"> runs inline: move it to a script file',
      "index.html (/): no Content-Security-Policy",
    ]);
  });
});
