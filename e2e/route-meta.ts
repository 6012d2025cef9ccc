import fs from "node:fs";
import path from "node:path";

interface RouteText {
  title: string;
  description?: string;
}
interface RouteEntry {
  path: string;
  excludeFromSitemap: boolean;
  en: RouteText;
  fr: RouteText;
}

const file = path.resolve(__dirname, "../content/route-meta.json");
const routes: RouteEntry[] = JSON.parse(fs.readFileSync(file, "utf8")).routes;
const site = JSON.parse(
  fs.readFileSync(path.resolve(__dirname, "../content/site.json"), "utf8"),
);

export const SITE_NAME: string = site.name;

/** The title a page must show: the route's title with the product name, bare on home. */
export function expectedTitle(routePath: string, language: "en" | "fr") {
  const route = routes.find((entry) => entry.path === routePath);
  if (!route) throw new Error(`No route meta for ${routePath}`);
  const title = route[language].title;
  return routePath === "/" ? title : `${title} | ${SITE_NAME}`;
}

export function expectedDescription(routePath: string, language: "en" | "fr") {
  return routes.find((entry) => entry.path === routePath)?.[language]
    .description;
}
