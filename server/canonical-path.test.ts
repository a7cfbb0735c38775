import { describe, expect, it } from "vitest";
import { canonicalPath } from "./canonical-path";

describe("canonical paths", () => {
  it.each([
    ["/ES-AR", "/es-ar"],
    ["/Pt-Br/contato", "/pt-br/contato"],
    ["/es-ar/", "/es-ar"],
    ["/en-us/contact//", "/en-us/contact"],
  ])("%s → %s", (path, expected) => expect(canonicalPath(path)).toBe(expected));
  it.each([["/"], ["/es-ar"], ["/en-us/contact"], ["/assets/root-AbC.css"], ["/robots.txt"]])("%s is already canonical", (path) => {
    expect(canonicalPath(path)).toBeNull();
  });
});
