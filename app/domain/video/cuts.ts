/**
 * The gallery's text cuts (spec 002 §9): a title is cut at 45, 70 or 90 characters on phones, by the phone's width,
 * and not on wider screens; a description at 140 characters on tablets and 93 otherwise. The server does not know
 * the width, so the page carries each cut and CSS shows the one for the screen (decision 0043).
 */
export const TITLE_CUTS = { narrow: 45, medium: 70, wide: 90 } as const;
export const DESCRIPTION_CUTS = { tablet: 140, other: 93 } as const;
const ELLIPSIS = "…";

/** The text cut to `max` characters (whole code points), an ellipsis after a cut; a text that fits is kept whole. */
export function cut(text: string, max: number): string {
  const characters = Array.from(text);
  if (characters.length <= max) return text;
  return `${characters.slice(0, max).join("").trimEnd()}${ELLIPSIS}`;
}

export interface TitleCuts {
  narrow: string;
  medium: string;
  wide: string;
  full: string;
}

export function titleCuts(title: string): TitleCuts {
  return {
    narrow: cut(title, TITLE_CUTS.narrow),
    medium: cut(title, TITLE_CUTS.medium),
    wide: cut(title, TITLE_CUTS.wide),
    full: title,
  };
}

export interface DescriptionCuts {
  tablet: string;
  other: string;
}

export function descriptionCuts(description: string): DescriptionCuts {
  return { tablet: cut(description, DESCRIPTION_CUTS.tablet), other: cut(description, DESCRIPTION_CUTS.other) };
}
