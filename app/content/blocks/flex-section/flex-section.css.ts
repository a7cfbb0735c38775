import { style } from "@vanilla-extract/css";

import { MEDIA, vars } from "~/ui/theme.css";

/** The prominent variant: its 4 cards two by two from tablets up, so each gets twice the room. */
export const prominent = style({
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "1fr",
  listStyle: "none",
  margin: 0,
  padding: 0,
  "@media": { [MEDIA.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});
