import { readdirSync, readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

/** docs/decisions/README.md lists every decision by its number and its own title, in order (issue 29). */
const DIR = "docs/decisions";
const records = readdirSync(DIR)
  .filter((name) => /^\d{4}-.+\.md$/.test(name))
  .sort();
const index = readFileSync(`${DIR}/README.md`, "utf8");

describe("the index of decisions", () => {
  it.each(records)("lists %s with the title its record has", (file) => {
    const heading = /^#\s+0*(\d+)[.:]\s+(.+)$/.exec(readFileSync(`${DIR}/${file}`, "utf8").split("\n")[0]!);
    expect(heading, "the record opens with '# N. Title'").not.toBeNull();
    expect(Number(heading![1])).toBe(Number(file.slice(0, 4)));
    expect(index).toContain(`- [${file.slice(0, 4)}](${file}): ${heading![2]}\n`);
  });

  it("lists nothing that is not a record, in the records' order", () => {
    const listed = [...index.matchAll(/^- \[\d{4}\]\(([^)]+)\)/gm)].map((match) => match[1]);
    expect(listed).toEqual(records);
  });
});
