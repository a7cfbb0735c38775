import { RuleTester } from "eslint";
import { describe, it } from "vitest";

import noLiteralText from "../../eslint-rules/no-literal-text.js";

/**
 * The lint rule that keeps words out of JSX (`surco/no-literal-text`, run on
 * every .tsx by `npm run checks`): the browser never translates, so every text a
 * component shows comes in translated, as a prop or loader data.
 */
RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({
  languageOptions: { ecmaVersion: "latest", sourceType: "module", parserOptions: { ecmaFeatures: { jsx: true } } },
});

tester.run("no-literal-text", noLiteralText, {
  valid: [
    `const a = <p title={t}>{label} {"★"}</p>;`,
    `const a = <input type="hidden" name="locale" />;`,
    `const a = <span aria-hidden="true">·</span>;`,
    `const a = <img alt={copy.alt} src="/x.svg" />;`,
  ],
  invalid: [
    { code: `const a = <p>Hello</p>;`, errors: [{ messageId: "literal", data: { text: "Hello" } }] },
    { code: `const a = <img alt="A field" />;`, errors: [{ messageId: "literal", data: { text: "A field" } }] },
    { code: `const a = <input placeholder="Buscar" />;`, errors: [{ messageId: "literal" }] },
    { code: `const a = <button aria-label="Cerrar">×</button>;`, errors: [{ messageId: "literal" }] },
  ],
});
