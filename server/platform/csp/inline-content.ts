import { parse } from "parse5";
import type { DefaultTreeAdapterMap } from "parse5";

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];

/** What a page runs or styles from its own HTML, which a CSP must allow. */
export interface InlineContent {
  /** The text of each inline script a browser would run. */
  scripts: string[];
  /** The text of each <style> element. */
  styles: string[];
  /** The value of each style="" attribute. */
  styleAttributes: string[];
  /**
   * What no hash can allow without also allowing it anywhere on the page:
   * event handler attributes (onclick=…) and javascript: URLs.
   */
  unhashable: string[];
}

// Script types a browser runs, or checks against script-src like a script
// (HTML's "JavaScript MIME type essence match", modules, import maps,
// speculation rules). Any other type is a data block, never run.
const RUN_TYPES = new Set([
  "",
  "module",
  "importmap",
  "speculationrules",
  ...[
    "javascript",
    "ecmascript",
    "javascript1.0",
    "javascript1.1",
    "javascript1.2",
    "javascript1.3",
    "javascript1.4",
    "javascript1.5",
    "jscript",
    "livescript",
    "x-ecmascript",
    "x-javascript",
  ].flatMap((name) => [`text/${name}`, `application/${name}`]),
]);

const URL_ATTRIBUTES = new Set(["href", "src", "action", "formaction"]);

/** Browsers skip spaces and control characters around and in a URL's scheme. */
const withoutControls = (text: string) =>
  [...text].filter((character) => character.charCodeAt(0) > 0x20).join("");

const attribute = (element: Element, name: string) =>
  element.attrs.find((attr) => attr.name === name)?.value;

function textOf(element: Element): string {
  return element.childNodes
    .map((child) =>
      "value" in child && child.nodeName === "#text" ? child.value : "",
    )
    .join("");
}

function isRunnableScript(element: Element): boolean {
  if (attribute(element, "src") !== undefined) return false;
  const type = attribute(element, "type");
  return RUN_TYPES.has((type ?? "").trim().toLowerCase());
}

function visit(element: Element, found: InlineContent): void {
  if (element.tagName === "script" && isRunnableScript(element)) {
    found.scripts.push(textOf(element));
  }
  if (element.tagName === "style") found.styles.push(textOf(element));
  for (const { name, value } of element.attrs) {
    if (name === "style") found.styleAttributes.push(value);
    if (name.startsWith("on")) {
      found.unhashable.push(`<${element.tagName} ${name}="${value}">`);
    }
    if (
      URL_ATTRIBUTES.has(name) &&
      /^javascript:/i.test(withoutControls(value))
    ) {
      found.unhashable.push(`<${element.tagName} ${name}="${value}">`);
    }
  }
}

function walk(node: Node, found: InlineContent): void {
  if ("tagName" in node) visit(node, found);
  // <template> keeps its children in a fragment of their own.
  if ("content" in node) walk(node.content, found);
  if ("childNodes" in node) {
    for (const child of node.childNodes) walk(child, found);
  }
}

/**
 * Parses a page as a browser with scripting does (parse5 follows the HTML
 * standard: newlines normalised, <noscript> left as text), so the text
 * hashed is the text the browser hashes.
 */
export function inlineContent(html: string): InlineContent {
  const found: InlineContent = {
    scripts: [],
    styles: [],
    styleAttributes: [],
    unhashable: [],
  };
  walk(parse(html), found);
  return found;
}
