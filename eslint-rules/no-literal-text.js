/**
 * The browser never translates: every text a component shows arrives as a
 * prop or loader data, already in the visitor's language. So JSX may hold no
 * literal words, neither between tags nor in the attributes people read or
 * hear. Symbols and punctuation ("·", "★", "/") are not words and pass.
 */
const READ_ATTRIBUTES = new Set(["aria-label", "aria-description", "title", "alt", "placeholder", "value", "label"]);
const HAS_LETTER = /\p{L}/u;

/** @type {import("eslint").Rule.RuleModule} */
export default {
  meta: {
    type: "problem",
    docs: { description: "JSX shows no literal words: text comes translated from locales/" },
    messages: { literal: 'Literal text "{{text}}" in JSX: pass it in from the locale files.' },
    schema: [],
  },
  create(context) {
    const report = (node, text) => context.report({ node, messageId: "literal", data: { text: text.trim() } });
    return {
      JSXText(node) {
        if (HAS_LETTER.test(node.value)) report(node, node.value);
      },
      JSXAttribute(node) {
        if (node.name.type !== "JSXIdentifier" || !READ_ATTRIBUTES.has(node.name.name)) return;
        const value = node.value;
        if (value?.type === "Literal" && typeof value.value === "string" && HAS_LETTER.test(value.value)) {
          report(node, value.value);
        }
      },
    };
  },
};
