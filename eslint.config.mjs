import js from "@eslint/js";
import tseslint from "typescript-eslint";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { importRules } from "./eslint/import-rules.mjs";

export default tseslint.config(
  {
    ignores: [
      "node_modules/",
      "**/public/",
      "build-artifacts/",
      "**/.cache/",
      ".data/",
      "test-results/",
      "playwright-report/",
      "src/gatsby-types.d.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,mjs}"],
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { react, "react-hooks": reactHooks },
    settings: { react: { version: "18" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      // The Element Timing API's attribute (src/types.d.ts), which React passes on.
      "react/no-unknown-property": ["error", { ignore: ["elementtiming"] }],
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-explicit-any": "error",
      // No code from strings and no raw HTML: content and answers are
      // rendered as text, and the strict CSP would block the rest anyway.
      "react/no-danger": "error",
      "react/jsx-no-script-url": "error",
      "no-eval": "error",
      "no-implied-eval": "error",
      "no-new-func": "error",
      "no-script-url": "error",
    },
  },
  {
    // Tests send javascript: addresses to prove they are refused.
    files: ["**/*.test.{ts,tsx}", "e2e/**/*.ts"],
    rules: { "no-script-url": "off" },
  },
  {
    files: ["**/*.js"],
    languageOptions: { sourceType: "commonjs", globals: globals.node },
  },
  {
    // Specs take `test` from e2e/fixtures.ts, which fails a test on any
    // Content-Security-Policy violation.
    files: ["e2e/**/*.spec.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@playwright/test",
              message:
                'Import from "./fixtures": it watches every page for CSP violations.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  ...importRules,
);
