// Types for the tests that import the rule (app/i18n/no-literal-text-rule.test.ts).
import type { Rule } from "eslint";

declare const rule: Rule.RuleModule;
export default rule;
