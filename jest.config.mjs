/** @type {import('jest').Config} */
const config = {
  testEnvironment: "jsdom",
  testMatch: [
    "<rootDir>/{src,domain,gatsby,scripts,locales,content,bench}/**/*.test.{ts,tsx}",
  ],
  moduleNameMapper: {
    "\\.css$": "<rootDir>/jest/css-module.js",
  },
  // *.node.test.ts run under vitest (vitest.config.ts).
  testPathIgnorePatterns: [
    "/node_modules/",
    "/.cache/",
    "/public/",
    "\\.node\\.test\\.ts$",
  ],
  // The plain-Node scripts (scripts/*.mjs, run without tsx) are tested too:
  // babel-jest compiles them to CommonJS, as it does TypeScript.
  transform: { "\\.[jt]sx?$": "babel-jest", "\\.mjs$": "babel-jest" },
  transformIgnorePatterns: [
    "node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)",
  ],
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  globals: { __PATH_PREFIX__: "" },
  // Both cores (jest's default is one fewer than the machine has: one worker
  // on CI's two cores, every file in turn). The airport matcher's property
  // test alone is most of the run; the other files go on the other worker.
  maxWorkers: 2,
};

export default config;
