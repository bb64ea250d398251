// ESLint for the whole tree (npm run lint, part of npm test): TypeScript, React, hooks (exhaustive deps) and
// accessibility rules; formatting is Prettier's job (npm run format:check), so no stylistic rules here.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "public/",
      // The reference build npm run bench reads (not the project's code).
      ".bench/",
      ".cache/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "static/admin/",
      "screenshots/",
      // Written by Gatsby (graphqlTypegen), committed as it is written.
      "src/gatsby-types.d.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { react: { version: "18.3" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      ...jsxA11y.configs.recommended.rules,
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      // Types are TypeScript's business; React's runtime prop-types are not used.
      "react/prop-types": "off",
      // `_name` marks a value kept on purpose (a destructured field left out).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
      // Links are src/components/SmartLink.tsx: plain anchors that gatsby-plugin-catch-links routes and
      // src/runtime/link-prefetch.ts prefetches. Gatsby's Link costs a page's start-up more (docs/PERFORMANCE.md).
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "gatsby", importNames: ["Link"], message: "Use SmartLink (src/components/SmartLink.tsx)." }],
        },
      ],
      // Lines over 120 characters go (Prettier's printWidth; comments and strings Prettier cannot wrap too).
      "max-len": [
        "error",
        { code: 120, ignoreUrls: true, ignoreRegExpLiterals: true, ignorePattern: "^\\s*(import|export) " },
      ],
    },
  },
  {
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: { globals: { ...globals.node } },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
);
