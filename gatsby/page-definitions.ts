import path from "node:path";
import { FAQ_SECTIONS, faqSectionPath } from "../domain/content/faq-sections";

const screen = (name: string) =>
  path.resolve(__dirname, `../src/client-routes/show-${name}.tsx`);

/** Screens rendered in the browser only; the server rewrites their sub-paths to them. */
export const CLIENT_ONLY_PAGES = [
  { path: "/search", matchPath: "/search", component: screen("search") },
  { path: "/checkout", matchPath: "/checkout", component: screen("checkout") },
  {
    path: "/processing",
    matchPath: "/processing",
    component: screen("processing"),
  },
  {
    path: "/installed",
    matchPath: "/installed",
    component: screen("installed"),
  },
  {
    path: "/order",
    matchPath: "/order/:session_id",
    component: screen("order"),
  },
];

/** /faq is the general section; the others live under it. */
export const FAQ_PAGES = FAQ_SECTIONS.map((section) => ({
  path: faqSectionPath(section),
  component: path.resolve(__dirname, "../src/templates/faq-section.tsx"),
  context: { section },
}));

/** The legal documents; each locale namespace is named after its document. */
export const LEGAL_PAGES = [
  { path: "/terms-and-conditions", document: "terms" },
  { path: "/privacy-policy", document: "privacy" },
].map(({ path: pagePath, document }) => ({
  path: pagePath,
  component: path.resolve(__dirname, "../src/templates/legal-page.tsx"),
  context: { document },
}));
