/** @type {import('jest').Config} */
const config = {
  testEnvironment: "jsdom",
  testMatch: [
    "<rootDir>/{src,domain,gatsby,scripts,locales,content}/**/*.test.{ts,tsx}",
  ],
  moduleNameMapper: {
    "\\.css$": "<rootDir>/jest/css-module.js",
  },
  testPathIgnorePatterns: ["/node_modules/", "/.cache/", "/public/"],
  transformIgnorePatterns: [
    "node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)",
  ],
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  globals: { __PATH_PREFIX__: "" },
};

export default config;
