import { type MouseEvent, useEffect } from "react";

import { ExternalIcon } from "../icons/icons";
import { type AnchorEntry, anchorScrollTop } from "./anchor-entry";
import * as styles from "./anchor-menu.css";

export interface AnchorMenuProps {
  /** Names the navigation landmark ("On this page"). */
  label: string;
  entries: AnchorEntry[];
}

const prefersReducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * Scrolls so the section sits just under the sticky bars; after a click it
 * also takes the focus, so the keyboard continues from there.
 */
function scrollToSection(id: string, { smooth, focus }: { smooth: boolean; focus: boolean }): boolean {
  const section = document.getElementById(id);
  if (!section) return false;
  const top = anchorScrollTop(section.getBoundingClientRect().top + window.scrollY);
  window.scrollTo({ top, behavior: smooth && !prefersReducedMotion() ? "smooth" : "auto" });
  if (focus) section.focus({ preventScroll: true });
  return true;
}

/**
 * The sticky anchor menu of content pages (spec 000 §2). Without JavaScript
 * its entries are plain links: "#id" jumps to a section (which keeps 168 px
 * of scroll margin for the sticky bars) and an external entry opens in the
 * named window. With it, section links scroll smoothly to the same place,
 * external ones go through window.open with the same name, and the page
 * starts at the top (or at the section the address names).
 */
export function AnchorMenu({ label, entries }: AnchorMenuProps) {
  useEffect(() => {
    const hash = decodeURIComponent(window.location.hash.slice(1));
    if (!hash || !scrollToSection(hash, { smooth: false, focus: false })) window.scrollTo(0, 0);
  }, []);

  if (entries.length === 0) return null;

  const onSectionClick = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    if (!scrollToSection(id, { smooth: true, focus: true })) return;
    event.preventDefault();
    // Keep the address shareable without letting the browser jump again.
    window.history.replaceState(window.history.state, "", `#${id}`);
  };

  const onExternalClick = (event: MouseEvent<HTMLAnchorElement>, href: string, windowName: string) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    const opened = window.open(href, windowName);
    if (!opened) return; // Blocked: the link's own target takes over.
    opened.opener = null;
    event.preventDefault();
  };

  return (
    <nav aria-label={label} className={styles.menu}>
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.href}>
            {entry.kind === "section" ? (
              <a href={entry.href} className={styles.link} onClick={(e) => onSectionClick(e, entry.id)}>
                {entry.label}
              </a>
            ) : (
              <a
                href={entry.href}
                target={entry.windowName}
                rel="noopener"
                className={styles.link}
                onClick={(e) => onExternalClick(e, entry.href, entry.windowName)}
              >
                {entry.label}
                <ExternalIcon size={16} />
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
