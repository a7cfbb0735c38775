// One lint for the whole tree (`npm run lint`, part of `npm test`): zero warnings is the bar.
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import simpleImportSort from "eslint-plugin-simple-import-sort";
import globals from "globals";
import tseslint from "typescript-eslint";

import noLiteralText from "./eslint-rules/no-literal-text.js";

export default tseslint.config(
  { ignores: ["build/", ".cache/", "test-results/", "playwright-report/", "bench-results/", "public/build/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "simple-import-sort": simpleImportSort },
    rules: {
      "simple-import-sort/imports": "warn",
      "simple-import-sort/exports": "warn",
      "@typescript-eslint/no-unused-vars": ["warn", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["warn", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ["**/*.tsx"],
    ...react.configs.flat.recommended,
    ...react.configs.flat["jsx-runtime"],
    plugins: { react, "jsx-a11y": jsxA11y, surco: { rules: { "no-literal-text": noLiteralText } } },
    settings: { react: { version: "18.3" } },
    rules: {
      ...react.configs.flat.recommended.rules,
      ...react.configs.flat["jsx-runtime"].rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "react/prop-types": "off",
      "surco/no-literal-text": "warn",
    },
  },
  // Figures and dates are written in one place, app/format: a formatter built anywhere else drifts from it. The
  // sandbox and the scripts are not the portal (they speak for upstreams or print reports) and are left out.
  {
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts", "server.ts"],
    ignores: ["app/format/**"],
    rules: {
      "no-restricted-syntax": [
        "warn",
        {
          selector:
            "MemberExpression[object.name='Intl'][property.name=/^(NumberFormat|DateTimeFormat|RelativeTimeFormat|ListFormat)$/]",
          message: "Format numbers, money, units and dates with app/format, the one place that builds Intl formatters.",
        },
        {
          selector: "CallExpression[callee.property.name=/^toLocale(String|DateString|TimeString)$/]",
          message: "Format numbers, money, units and dates with app/format, the one place that builds Intl formatters.",
        },
      ],
    },
  },
  // The design system stands on its own: app/ui takes what it shows as props and types of its own, never from a route.
  {
    files: ["app/ui/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "warn",
        {
          patterns: [
            {
              regex: "^(~/|(\\.\\.?/)+)routes(/|$)",
              message:
                "app/ui imports nothing from app/routes: move the type or helper out of the route (e.g. app/layout).",
            },
          ],
        },
      ],
    },
  },
  // The domain is the portal's rules on its own types: the services layer maps each upstream's contract to them
  // (decision 0069), so a rule never changes because an upstream renamed a field.
  {
    files: ["app/domain/**/*.{ts,tsx}"],
    // The spec-rule tables read every layer's constants on purpose.
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "warn",
        {
          patterns: [
            {
              regex: "^(~/|(\\.\\.?/)+)(services|store|routes)(/|$)",
              message:
                "app/domain imports nothing from app/services, app/store or app/routes: give the rule its own type and map the upstream's to it in the services layer.",
            },
          ],
        },
      ],
    },
  },
  // Tests and scripts may write what they check or print.
  { files: ["**/*.test.{ts,tsx}", "tests/**", "scripts/**", "sandbox/**"], rules: { "surco/no-literal-text": "off" } },
  // A test that calls a loader directly reads whatever shape it answered: `any` there is the point, not a shortcut.
  { files: ["**/*.test.{ts,tsx}"], rules: { "@typescript-eslint/no-explicit-any": "off" } },
  prettier,
  // After Prettier's config, which turns it off: Prettier does not break strings, comments or long literals.
  {
    rules: {
      "max-len": [
        "warn",
        { code: 160, ignoreUrls: true, ignoreRegExpLiterals: true, ignoreStrings: true, ignoreTemplateLiterals: true },
      ],
    },
  },
);
