import { globalStyle, style } from "@vanilla-extract/css";

import { columnsBy, gridStack } from "~/ui/shapes/arrangement";
import { progressTrackShape } from "~/ui/shapes/surface";
import { MEDIA, vars } from "~/ui/theme.css";

/** Shared look of the Impulso pages: headings, the card grid, notices, state badges, points. */

export const heading = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.size.xxl, lineHeight: 1.15 });
export const lead = style({ margin: `0 0 ${vars.space.lg}`, color: vars.colour.muted, maxWidth: "60ch" });
export const sectionHeading = style({ margin: `0 0 ${vars.space.md}`, fontSize: vars.size.xl });
export const stack = style({ display: "grid", gap: vars.space.xl });

export const cardGrid = style({
  ...gridStack(vars.space.md),
  ...columnsBy({ tablet: "repeat(auto-fit, minmax(18rem, 1fr))" }),
});

export const panel = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.colour.surface,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.lg,
  minWidth: 0,
  "@media": { [MEDIA.tablet]: { padding: vars.space.lg } },
});

/** A page of details (a transaction): a readable width, so each term stays near its value. */
export const detailPanel = style({ maxWidth: "48rem" });
export const panelAccent = style({ borderTop: `4px solid ${vars.colour.brand}` });
export const panelTitle = style({ margin: 0, fontSize: vars.size.lg });
export const bigNumber = style({
  margin: 0,
  fontSize: vars.size.xxl,
  fontWeight: 800,
  color: vars.colour.brandDark,
  lineHeight: 1.1,
});
export const muted = style({ margin: 0, color: vars.colour.muted, fontSize: vars.size.sm });
export const rows = style({ display: "grid", gap: vars.space.xs, margin: 0 });
export const row = style({
  display: "grid",
  gridTemplateColumns: "auto minmax(0, 1fr)",
  gap: vars.space.md,
  alignItems: "baseline",
});
export const term = style({ color: vars.colour.muted });
/** Rows whose values are sentences: the term above, the value below, left-aligned. */
export const stackedRows = style({ display: "grid", gap: vars.space.sm, margin: 0 });
export const stackedValue = style({ margin: 0, fontWeight: 700 });
export const value = style({ margin: 0, fontWeight: 700, textAlign: "end", overflowWrap: "anywhere" });
/** A statement line: the term takes the room it needs to wrap, the points never break. */
export const statementRow = style([row, { gridTemplateColumns: "minmax(0, 1fr) auto" }]);
export const statementValue = style([value, { whiteSpace: "nowrap", overflowWrap: "normal" }]);
/** The statement's last line, the balance the lines above add up to: set off by a rule. */
export const closingRow = style({ borderTop: `1px solid ${vars.colour.border}`, paddingTop: vars.space.xs });

export const notice = style({
  display: "flex",
  gap: vars.space.sm,
  alignItems: "flex-start",
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.colour.wheatTint,
  border: `1px solid ${vars.colour.star}`,
  color: vars.colour.ink,
});
export const noticeInfo = style({ background: vars.colour.brandTint, borderColor: vars.colour.brand });
export const noticeText = style({ margin: 0 });

export const progressTrack = style(progressTrackShape("0.75rem"));
export const progressFill = style({ height: "100%", background: vars.colour.brand, borderRadius: vars.radius.pill });

/** A transaction's state, in words, with a tint per state (text colours pass AA on their tints). */
export const badge = style({
  display: "inline-block",
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.size.sm,
  fontWeight: 700,
  whiteSpace: "nowrap",
  border: "1px solid currentColor",
});
export const badgeTone = {
  credited: style({ color: vars.colour.brandDark, background: vars.colour.brandTint }),
  debited: style({ color: vars.colour.ink, background: vars.colour.surfaceAlt }),
  pending: style({ color: vars.colour.ink, background: vars.colour.wheatTint }),
  expiring: style({ color: vars.colour.star, background: vars.colour.wheatTint }),
  expired: style({ color: vars.colour.danger, background: vars.colour.dangerTint }),
};

/** Points added (green), taken (red), or not in the balance: pending credits and expiry notices (plain ink). */
export const pointsTone = {
  added: style({ color: vars.colour.brandDark, fontWeight: 700, whiteSpace: "nowrap" }),
  taken: style({ color: vars.colour.danger, fontWeight: 700, whiteSpace: "nowrap" }),
  neutral: style({ color: vars.colour.ink, fontWeight: 700, whiteSpace: "nowrap" }),
};

export const textLink = style({ color: vars.colour.brand, fontWeight: 700 });
export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  alignItems: "center",
  marginTop: "auto",
});

globalStyle(`${rows} dt, ${rows} dd`, { margin: 0 });
