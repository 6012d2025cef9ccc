// Which code may import which (docs/decisions/0001-layers-and-imports.md):
// pages and client screens → shell → features → shared (ui, lib, state,
// services, domain); a feature never imports another feature; the domain
// imports only the domain; recoil stays inside src/state.
import { builtinModules } from "node:module";
import boundaries from "eslint-plugin-boundaries";

const inSrc = (folder) => `src/${folder}`;

/** Every part of the tree the rules speak of; the first match names a file. */
const ELEMENTS = [
  { type: "domain", pattern: "domain" },
  { type: "server", pattern: "server" },
  { type: "build", pattern: "gatsby" },
  { type: "page", pattern: inSrc("{pages,templates,client-routes}") },
  { type: "shell", pattern: inSrc("components/shell") },
  { type: "ui", pattern: inSrc("components/ui") },
  { type: "feature", pattern: inSrc("components/*"), capture: ["feature"] },
  { type: "state", pattern: inSrc("state") },
  { type: "services", pattern: inSrc("services") },
  { type: "lib", pattern: inSrc("lib") },
  { type: "styles", pattern: inSrc("styles") },
].map((element) => ({ partialMatch: false, ...element }));

const types = (...names) => ({ element: { types: names } });
const shared = ["ui", "lib", "state", "services", "domain", "styles"];

const POLICIES = [
  { from: types("page"), allow: { to: types("shell", "feature", ...shared) } },
  { from: types("shell"), allow: { to: types("feature", ...shared) } },
  // A feature's own files import each other freely; other features never.
  { from: types("feature"), allow: { to: types(...shared) } },
  { from: types("ui"), allow: { to: types("lib", "domain", "styles") } },
  { from: types("state"), allow: { to: types("lib", "services", "domain") } },
  { from: types("services"), allow: { to: types("lib", "domain") } },
  { from: types("lib"), allow: { to: types("domain") } },
  { from: types("server"), allow: { to: types("domain") } },
  { from: types("build"), allow: { to: types("domain", "server") } },
];

const named = (side) =>
  `{{ ${side}.type }}{{#if ${side}.captured.feature}} "{{ ${side}.captured.feature }}"{{/if}}`;
const layerMessage = `${named("from")} may not import ${named("to")}: see docs/decisions/0001-layers-and-imports.md`;

// What the domain must stay free of, so the site, the build and the server
// can all load it: no framework and no Node-only API.
const NOT_IN_DOMAIN = [
  "react",
  "react-*",
  "recoil",
  "fastify",
  "@fastify/*",
  "gatsby",
  "gatsby-*",
  "node:*",
  ...builtinModules,
];

export const importRules = [
  {
    files: ["**/*.{ts,tsx,mjs}"],
    ignores: ["**/*.test.{ts,tsx}", "e2e/**", "bench/**", "scripts/**"],
    plugins: { boundaries },
    settings: {
      "boundaries/elements": ELEMENTS,
      // Lazy-loaded code (import()) and re-exports cross layers too.
      "boundaries/dependency-nodes": ["import", "dynamic-import", "export"],
      "import/resolver": {
        node: { extensions: [".ts", ".tsx", ".mjs", ".js"] },
      },
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        { default: "disallow", message: layerMessage, policies: POLICIES },
      ],
    },
  },
  {
    files: ["src/**"],
    ignores: ["src/state/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "recoil",
              message:
                "Reach state through the hooks in src/state, so Recoil can be replaced there alone.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["domain/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: NOT_IN_DOMAIN,
              message:
                "domain/ is pure TypeScript shared by the site, the build and the server.",
            },
          ],
        },
      ],
    },
  },
];
