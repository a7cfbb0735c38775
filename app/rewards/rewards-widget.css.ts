import { style, styleVariants } from "@vanilla-extract/css";

import { flexRow, gridStack } from "~/ui/shapes/arrangement";
import { accentBar, outlinedPanel, panelShape, progressTrackShape } from "~/ui/shapes/surface";
import { MEDIA, vars } from "~/ui/theme.css";

export const widget = style({
  ...gridStack(vars.space.md),
  ...outlinedPanel(vars.space.lg, vars.radius.lg, vars.colour.surface),
  // Tab links come back to #rewards-widget: leave room for the sticky header above it.
  scrollMarginTop: "5rem",
  minWidth: 0,
});

export const header = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  justifyContent: "space-between",
  gap: vars.space.sm,
});

export const heading = style({ fontSize: vars.size.lg, margin: 0 });
export const subheading = style({ fontSize: vars.size.md, margin: 0 });
export const text = style({ margin: 0, color: vars.colour.ink });
export const muted = style({ margin: 0, color: vars.colour.muted });

export const link = style({ color: vars.colour.brand, fontWeight: 600, textUnderlineOffset: "0.2em" });

export const notice = style({
  margin: 0,
  padding: vars.space.md,
  background: vars.colour.brandTint,
  borderRadius: vars.radius.md,
  fontWeight: 600,
});

export const banner = style({
  margin: 0,
  ...panelShape(vars.space.md, vars.radius.sm, vars.colour.wheatTint),
  ...accentBar("borderInlineStart", vars.colour.wheat),
});

export const available = style({ display: "grid", gap: vars.space.xs, margin: 0 });
export const availableAmount = style({ margin: 0, fontSize: vars.size.xl, fontWeight: 700, color: vars.colour.brand });

export const form = style({ display: "grid", gap: vars.space.sm, justifyItems: "start" });
export const check = style({ display: "flex", gap: vars.space.sm, alignItems: "center", minHeight: "44px" });
export const checkbox = style({ width: "1.25rem", height: "1.25rem", accentColor: vars.colour.brand });
export const error = style({ margin: 0, minHeight: "1.5em", color: vars.colour.danger, fontWeight: 700 });

export const panel = style({ display: "grid", gap: vars.space.sm });

export const steps = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.md });
export const step = style({ display: "grid", gap: vars.space.xs });
export const stepLine = style(flexRow(vars.space.sm, { wrap: true, justify: "space-between" }));
export const stepLabel = style({ fontWeight: 600 });
export const bar = style(progressTrackShape("0.625rem"));
export const fill = styleVariants({
  open: { height: "100%", background: vars.colour.brand },
  done: { height: "100%", background: vars.colour.brandDark },
});
export const status = style({ margin: 0, fontSize: vars.size.sm, color: vars.colour.muted });

export const activities = style({ listStyle: "none", margin: 0, padding: 0 });
export const activity = style({
  display: "grid",
  gap: `${vars.space.xs} ${vars.space.md}`,
  paddingBlock: vars.space.sm,
  gridTemplateColumns: "1fr auto",
  gridTemplateAreas: '"what amount" "when link"',
  alignItems: "baseline",
  selectors: { "& + &": { borderTop: `1px solid ${vars.colour.border}` } },
  "@media": {
    [MEDIA.tablet]: { gridTemplateColumns: "8rem 1fr auto auto", gridTemplateAreas: '"when what amount link"' },
  },
});
export const activityWhen = style({ gridArea: "when", color: vars.colour.muted });
export const activityWhat = style({ gridArea: "what", display: "grid" });
export const activityType = style({ fontWeight: 600 });
export const activityAmount = style({ gridArea: "amount", fontWeight: 700, textAlign: "end" });
export const activityLink = style([link, { gridArea: "link", justifySelf: "end" }]);

/** The head grower's next steps under the available figure: redeem, and the requests. */
export const nextSteps = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  margin: `${vars.space.md} 0`,
});
