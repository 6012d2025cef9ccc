import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pageHashes, type PageHashes } from "./content-security-policy";
import { inlineContent, type InlineContent } from "./inline-content";

/** An HTML file of a build and what it has inline. */
export interface BuiltPage {
  /** Relative to the build folder, with "/" separators: "faq/index.html". */
  file: string;
  content: InlineContent;
  hashes: PageHashes;
}

/** Every HTML file under publicDir, relative with "/" separators, sorted. */
export function builtHtmlFiles(publicDir: string, dir = ""): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(path.join(publicDir, dir), {
    withFileTypes: true,
  })) {
    const relative = dir === "" ? entry.name : `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      files.push(...builtHtmlFiles(publicDir, relative));
    } else if (entry.isFile() && entry.name.endsWith(".html")) {
      files.push(relative);
    }
  }
  return files.sort();
}

/** Every HTML file under publicDir (none when it does not exist). */
export function readBuiltPages(publicDir: string): BuiltPage[] {
  let files: string[];
  try {
    files = builtHtmlFiles(publicDir);
  } catch {
    return [];
  }
  return files.map((file) => {
    const content = inlineContent(
      readFileSync(path.join(publicDir, file), "utf8"),
    );
    return { file, content, hashes: pageHashes(content) };
  });
}

/** The address a page file answers: "faq/index.html" → "/faq", "404.html" → "/404.html". */
export function pagePath(file: string): string {
  if (file === "index.html") return "/";
  return `/${file.replace(/\/index\.html$/, "")}`;
}
