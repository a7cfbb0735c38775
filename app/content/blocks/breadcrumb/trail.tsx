import { Link } from "@remix-run/react";
import { useEffect, useRef } from "react";

import { collapsesOnMobile, collapseTrail } from "~/domain/articles/breadcrumb";

import * as styles from "./breadcrumb.css";

export interface Crumb {
  label: string;
  /** null for the page itself (the last level). */
  href: string | null;
}

export interface TrailProps {
  /** The landmark's name ("You are here"). */
  label: string;
  /** The "..." control's name ("Show the full path"). */
  moreLabel: string;
  levels: readonly Crumb[];
}

/**
 * A collapsing breadcrumb (spec 002 §2). Every level is in the HTML once (issue
 * 27: a text browser read the hidden levels twice): the levels the trail may
 * hide sit in a <details> behind "..."; while the trail is not collapsed, CSS
 * lays the details out as if it were not there (no "...", its levels in the
 * line), and while it is, they are its popover (./breadcrumb.css.ts).
 * Without JavaScript, CSS collapses a trail of more than 3 levels on mobile.
 * With it, a trail that wraps onto a second line collapses too (measured on
 * every resize, without re-rendering), and the popover closes on Escape and
 * on a click outside it, like any popover.
 */
export function BreadcrumbTrail({ label, moreLabel, levels }: TrailProps) {
  const list = useRef<HTMLOListElement>(null);
  const popover = useRef<HTMLDetailsElement>(null);
  const { first, hidden, last } = collapseTrail(levels);

  useEffect(() => {
    const ol = list.current;
    if (!ol || hidden.length === 0) return;
    const measure = () => {
      ol.removeAttribute("data-overflow");
      const items = [...ol.querySelectorAll("li")];
      const tops = new Set(items.filter((item) => item.offsetParent).map((item) => item.offsetTop));
      if (tops.size > 1) ol.setAttribute("data-overflow", "");
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(ol);
    return () => observer.disconnect();
  }, [hidden.length]);

  useEffect(() => {
    const details = popover.current;
    if (!details) return;
    const close = (focusSummary: boolean) => {
      if (!details.open) return;
      details.open = false;
      if (focusSummary) details.querySelector("summary")?.focus();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") close(details.contains(document.activeElement));
    };
    const onPointer = (event: PointerEvent) => {
      if (!details.contains(event.target as Node)) close(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, []);

  const item = (crumb: Crumb, index: number, className?: string) => (
    <li key={`${index}-${crumb.label}`} className={[styles.item, className].filter(Boolean).join(" ")}>
      {crumb.href ? (
        <Link to={crumb.href} className={styles.link}>
          {crumb.label}
        </Link>
      ) : (
        <span aria-current="page" className={styles.current}>
          {crumb.label}
        </span>
      )}
    </li>
  );

  return (
    <nav aria-label={label} className={styles.nav}>
      <ol ref={list} className={styles.list} data-collapsible={collapsesOnMobile(levels.length) ? "" : undefined}>
        {first.map((crumb, i) => item(crumb, i))}
        {hidden.length ? (
          <li className={styles.more}>
            <details ref={popover} className={styles.details}>
              <summary className={styles.summary} aria-label={moreLabel}>
                <span aria-hidden="true">{"..."}</span>
              </summary>
              <ol className={styles.popover}>
                {hidden.map((crumb, i) => item(crumb, first.length + i, styles.middle))}
              </ol>
            </details>
          </li>
        ) : null}
        {last.map((crumb, i) => item(crumb, first.length + hidden.length + i))}
      </ol>
    </nav>
  );
}
