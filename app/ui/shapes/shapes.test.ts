import { describe, expect, it } from "vitest";

import { MEDIA } from "../breakpoints";
import { vars } from "../theme.css";
import { columnsBy, flexRow, gridList } from "./arrangement";
import { controlBox } from "./controls";
import { centredDialog, outlinedPanel, panelShape } from "./surface";

/**
 * The pieces write only what they are asked for, in a fixed order: a piece that added a declaration (a base column
 * template, a radius, a background) would change the computed style of every rule it is spread into.
 */
describe("style pieces", () => {
  it("columns: one column on a phone unless told, none when told null; numbers are equal columns, strings templates", () => {
    expect(columnsBy({ tablet: 2, desktop: 4 })).toEqual({
      gridTemplateColumns: "1fr",
      "@media": {
        [MEDIA.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
        [MEDIA.desktop]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" },
      },
    });
    expect(columnsBy({ phone: null, tablet: "2fr 1fr" })).toEqual({
      "@media": { [MEDIA.tablet]: { gridTemplateColumns: "2fr 1fr" } },
    });
  });

  it("a grid list keeps its media queries and drops the list's bullets, indent and margin", () => {
    const rule = gridList(vars.space.md, { tablet: 3 });
    expect(Object.keys(rule)).toEqual([
      "display",
      "gap",
      "gridTemplateColumns",
      "listStyle",
      "margin",
      "padding",
      "@media",
    ]);
    expect(rule).toMatchObject({ listStyle: "none", margin: 0, padding: 0 });
  });

  it.each([
    [flexRow("1rem"), ["display", "gap"]],
    [
      flexRow("1rem", { wrap: true, align: "center", justify: "space-between" }),
      ["display", "flexWrap", "alignItems", "justifyContent", "gap"],
    ],
    [controlBox({ height: "44px" }), ["display", "alignItems", "minHeight"]],
    [
      controlBox({ height: "44px", inline: "1rem", gap: "4px", radius: "8px", square: true }),
      ["display", "alignItems", "justifyContent", "gap", "minWidth", "minHeight", "padding", "borderRadius"],
    ],
    [panelShape("1rem", "8px"), ["padding", "borderRadius"]],
    [outlinedPanel("1rem", "8px", "white"), ["padding", "background", "border", "borderRadius"]],
    [centredDialog("30rem"), ["position", "zIndex", "top", "left", "transform", "width"]],
    [
      centredDialog("30rem", "90vh"),
      ["position", "zIndex", "top", "left", "transform", "width", "maxHeight", "overflowY"],
    ],
  ])("%j declares exactly %j, in that order", (rule, keys) => {
    expect(Object.keys(rule)).toEqual(keys);
  });

  it("a control box is a block only when asked, square ones are as wide as tall", () => {
    expect(controlBox({ height: "36px" }).display).toBe("inline-flex");
    expect(controlBox({ height: "36px", block: true }).display).toBe("flex");
    expect(controlBox({ height: "36px", square: true }).minWidth).toBe("36px");
  });
});
