import { type CutPiece, cutPieces } from "~/domain/text/cut-pieces";

/**
 * The gallery's text cuts (spec 002 §9): a title is cut at 45, 70 or 90 characters on phones, by the phone's width,
 * and not on wider screens; a description at 140 characters on tablets and 93 otherwise. The server does not know
 * the width: the page carries the text once, in pieces, and CSS shows the cut for the screen (decision 0058).
 */
export const TITLE_CUTS = { narrow: 45, medium: 70, wide: 90 } as const;
export const DESCRIPTION_CUTS = { tablet: 140, other: 93 } as const;

/** A title's layouts: phones under 360, 480 and 540 px (wider screens show it whole). */
export type TitleLayout = keyof typeof TITLE_CUTS;
/** A description's layouts: phones, tablets, desktops. */
export type DescriptionLayout = "phone" | "tablet" | "desktop";

export const titlePieces = (title: string): CutPiece<TitleLayout>[] => cutPieces(title, TITLE_CUTS);

export const descriptionPieces = (description: string): CutPiece<DescriptionLayout>[] =>
  cutPieces(description, {
    phone: DESCRIPTION_CUTS.other,
    tablet: DESCRIPTION_CUTS.tablet,
    desktop: DESCRIPTION_CUTS.other,
  });
