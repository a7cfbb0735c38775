import type { StyleRule } from "@vanilla-extract/css";

import { vars } from "../theme.css";

/** A picture that fills its box's width at a fixed ratio, cropped to it (decision 0063: spread into a `style()`). */
export function coverImage(aspectRatio: string): StyleRule {
  return { display: "block", width: "100%", height: "auto", aspectRatio, objectFit: "cover" };
}

/** A round picture `size` across, cropped to the circle (a crop's, a person's). */
export function roundImage(size: string): StyleRule {
  return { display: "block", width: size, height: size, borderRadius: vars.radius.pill, objectFit: "cover" };
}
