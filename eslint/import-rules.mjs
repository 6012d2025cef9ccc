// Which code may import which (docs/decisions/0001-layers-and-imports.md):
// pages and client screens → shell → features → shared (ui, lib, state,
// services, domain); a feature never imports another feature; the domain
// imports only the domain; recoil stays inside src/state. In server/
// (docs/decisions/0033-server-by-resource.md): a resource uses another only
// through its index.ts, the platform uses no resource, and server/testing
// is for tests alone; the build never imports scripts/.
import { builtinModules } from "node:module";
import boundaries from "eslint-plugin-boundaries";

const inSrc = (folder) => `src/${folder}`;

/** Every part of the tree the rules speak of; the first match names a file. */
const ELEMENTS = [
  { type: "domain", pattern: "domain" },
  { type: "server-testing", pattern: "server/testing" },
  { type: "server-platform", pattern: "server/platform" },
  { type: "server-resource", pattern: "server/*", capture: ["resource"] },
  { type: "server-app", pattern: "server" },
  { type: "build", pattern: "gatsby" },
  { type: "scripts", pattern: "scripts" },
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
// A server resource's own files import each other freely; another resource
// is reached through its index.ts, which names what it offers.
const sameResource = [
  {
    element: {
      type: "server-resource",
      captured: { resource: "{{ from.captured.resource }}" },
    },
  },
];
const resourceEntry = {
  element: { type: "server-resource", fileInternalPath: "index.ts" },
};
// The API's settings and the environment they come from: the root's only
// files a resource or the platform reads.
const serverConfig = {
  element: { type: "server-app", fileInternalPath: "{api-settings,env}.ts" },
};

const POLICIES = [
  { from: types("page"), allow: { to: types("shell", "feature", ...shared) } },
  { from: types("shell"), allow: { to: types("feature", ...shared) } },
  // A feature's own files import each other freely; other features never.
  { from: types("feature"), allow: { to: types(...shared) } },
  { from: types("ui"), allow: { to: types("lib", "domain", "styles") } },
  { from: types("state"), allow: { to: types("lib", "services", "domain") } },
  { from: types("services"), allow: { to: types("lib", "domain") } },
  { from: types("lib"), allow: { to: types("domain") } },
  {
    from: types("server-platform"),
    allow: { to: types("server-platform", "domain") },
  },
  {
    from: types("server-resource"),
    allow: {
      to: [
        ...sameResource,
        resourceEntry,
        serverConfig,
        types("server-platform", "domain"),
      ],
    },
  },
  {
    from: types("server-app"),
    allow: {
      to: [resourceEntry, types("server-app", "server-platform", "domain")],
    },
  },
  {
    from: types("server-testing"),
    allow: {
      to: types(
        "server-testing",
        "server-app",
        "server-platform",
        "server-resource",
        "domain",
        "scripts",
      ),
    },
  },
  { from: types("build"), allow: { to: types("domain", "server-platform") } },
];

const named = (side) =>
  `{{ ${side}.type }}{{#if ${side}.captured.feature}} "{{ ${side}.captured.feature }}"{{/if}}{{#if ${side}.captured.resource}} "{{ ${side}.captured.resource }}"{{/if}}`;
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
    // The results render in transitions: a Recoil read inside them makes
    // React render them all again in one piece when it changes while they
    // render. results-app-state.tsx reads it around them (decision 0047).
    files: ["src/components/results/**/*.{ts,tsx}"],
    ignores: [
      "src/components/results/results-app-state.tsx",
      "**/*.test.{ts,tsx}",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              // After the rule above, for these files: recoil stays out too.
              group: ["**/state/*", "recoil"],
              message:
                "Read the app's state through useResultsAppState (results-app-state.tsx).",
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
