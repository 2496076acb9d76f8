import js from "@eslint/js";
import convexPlugin from "@convex-dev/eslint-plugin";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import fences from "./scripts/lint/fences.js";

export default tseslint.config(
  {
    ignores: [
      "dist",
      "dist-ssr",
      "convex/_generated",
      "packages/local-backend/tests/fixture/convex/_generated",
      "packages/local-backend/tests/fixture-components/convex/_generated",
      "packages/local-backend/tests/**/convex/_generated",
      "test-results",
      "playwright-report",
      ".local-data",
      ".measure",
      ".e2e",
      ".e2e-*",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...convexPlugin.configs.recommended,
  {
    files: ["src/**/*.{ts,tsx}", "tests/ui/**/*.{ts,tsx}"],
    languageOptions: { globals: globals.browser },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { fences },
    rules: {
      "fences/backend-fence": "error",
      "fences/feature-fence": "error",
    },
  },
  {
    files: ["convex/*/rules.ts", "convex/*/*Rules.ts"],
    plugins: { fences },
    rules: { "fences/rules-fence": "error" },
  },
  {
    files: [
      "scripts/**/*.{js,mjs,ts}",
      "packages/local-backend/**/*.{ts,mjs}",
      "tests/e2e/**/*.ts",
      "*.config.{js,cjs,ts}",
    ],
    languageOptions: { globals: globals.node },
  },
  {
    plugins: { fences },
    rules: { "fences/package-entry": "error" },
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
);
