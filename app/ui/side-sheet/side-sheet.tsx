/**
 * SideSheet: a panel that slides in from the side over the page (Radix Dialog)
 * once JavaScript runs; without it, the same content rendered in place.
 *
 *   <SideSheet open onOpenChange={(open) => …} title="…" description?="…" closeLabel="Close"
 *              inline?={false} closeHref?="?…" side?="right" | "left" id? returnFocusTo?={ref}>
 *     content
 *   </SideSheet>
 *
 * Before hydration, or with `inline`, it renders (when `open`) a <section>
 * labelled by its title where it stands in the page: the no-JS fallback, and
 * the right choice for content the server rendered into the page (a GET form's
 * result), which should not jump into an overlay after hydration. `closeHref`
 * gives the in-place version a close link (e.g. the URL without the result).
 * As a dialog it is modal: focus moves in and is trapped, Escape and the
 * overlay close it, focus returns to the trigger, the page behind is inert.
 */
import { Link } from "@remix-run/react";
import { lazy, type ReactNode, type RefObject, Suspense, useId } from "react";

import { useHydrated } from "../hooks/use-hydrated";
import { CloseIcon } from "../icons/icons";
import * as styles from "./side-sheet.css";

/** The dialog (Radix) loads the first time a sheet opens with JavaScript: until then the page carries none of it. */
const SideSheetDialog = lazy(() => import("./side-sheet-dialog"));

export interface SideSheetProps {
  open: boolean;
  onOpenChange?: (open: boolean) => void;
  title: string;
  description?: string;
  closeLabel: string;
  inline?: boolean;
  closeHref?: string;
  side?: "right" | "left";
  id?: string;
  /** Where focus goes when the sheet closes (default: where it was when it opened). Use it when the opener was disabled or removed meanwhile. */
  returnFocusTo?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

export function SideSheet(props: SideSheetProps) {
  const { open, title, description, closeLabel, inline = false, closeHref, id, children } = props;
  const hydrated = useHydrated();
  const titleId = useId();
  if (!open) return null;

  const inPlace = (
    <section id={id} aria-labelledby={titleId} className={styles.inline}>
      <div className={styles.header}>
        <div>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {description ? <p className={styles.description}>{description}</p> : null}
        </div>
        {closeHref ? (
          <Link to={closeHref} className={styles.close} aria-label={closeLabel} preventScrollReset>
            <CloseIcon />
          </Link>
        ) : null}
      </div>
      <div className={styles.body}>{children}</div>
    </section>
  );
  if (!hydrated || inline) return inPlace;
  // While the dialog's code loads (the first opening), the sheet shows in place, as it does without JavaScript.
  return (
    <Suspense fallback={inPlace}>
      <SideSheetDialog {...props} />
    </Suspense>
  );
}
