/**
 * The sticky anchor menu's entries (spec 000 §2): "#section" scrolls to a
 * section of the page, leaving 168 px for the sticky header and menu;
 * "button:<url>" opens an external address in a named window (a link with a
 * `target` name works without JavaScript too).
 */
export const ANCHOR_SCROLL_OFFSET_PX = 168;
export const EXTERNAL_WINDOW_NAME = "surco-external";
const BUTTON_PREFIX = "button:";

export type AnchorEntry =
  | { kind: "section"; label: string; id: string; href: string }
  | { kind: "external"; label: string; href: string; windowName: string };

export function parseAnchorEntry(label: string, target: string): AnchorEntry | null {
  const value = target.trim();
  if (value.startsWith(BUTTON_PREFIX)) {
    const address = value.slice(BUTTON_PREFIX.length).trim();
    return /^https?:\/\//i.test(address)
      ? { kind: "external", label, href: address, windowName: EXTERNAL_WINDOW_NAME }
      : null;
  }
  const id = value.replace(/^#/, "");
  return id ? { kind: "section", label, id, href: `#${id}` } : null;
}

/** Where the page must scroll so the section's top sits just under the sticky bars. */
export function anchorScrollTop(sectionTopInDocument: number): number {
  return Math.max(0, sectionTopInDocument - ANCHOR_SCROLL_OFFSET_PX);
}
