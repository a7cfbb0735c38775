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
import * as Dialog from "@radix-ui/react-dialog";
import { Link } from "@remix-run/react";
import { type ReactNode, type RefObject, useId } from "react";

import { useHydrated } from "../hooks/use-hydrated";
import * as styles from "./side-sheet.css";

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

function CloseGlyph() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
    >
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

export function SideSheet({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  inline = false,
  closeHref,
  side = "right",
  id,
  returnFocusTo,
  children,
}: SideSheetProps) {
  const hydrated = useHydrated();
  const titleId = useId();

  if (!hydrated || inline) {
    if (!open) return null;
    return (
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
              <CloseGlyph />
            </Link>
          ) : null}
        </div>
        <div className={styles.body}>{children}</div>
      </section>
    );
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          id={id}
          className={`${styles.sheet} ${side === "left" ? styles.left : styles.right}`}
          // Radix ties the title and description to the dialog itself; without a description, say so explicitly.
          {...(description ? {} : { "aria-describedby": undefined })}
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo?.current) return;
            event.preventDefault();
            returnFocusTo.current.focus();
          }}
        >
          <div className={styles.header}>
            <div>
              <Dialog.Title className={styles.title}>{title}</Dialog.Title>
              {description ? (
                <Dialog.Description className={styles.description}>{description}</Dialog.Description>
              ) : null}
            </div>
            <Dialog.Close className={styles.close} aria-label={closeLabel}>
              <CloseGlyph />
            </Dialog.Close>
          </div>
          <div className={styles.body}>{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
