import * as Dialog from "@radix-ui/react-dialog";
import { Link, useNavigate } from "@remix-run/react";
import { type ReactNode, useId } from "react";

import { useHydrated } from "~/ui/hooks/use-hydrated";

import * as styles from "./interests.css";

export interface TopicsDialogProps {
  open: boolean;
  title: string;
  description: string;
  closeLabel: string;
  /** This page without the parameter that opens the dialog. */
  closeHref: string;
  children: ReactNode;
}

/**
 * The topics modal (spec 001 §2, 002 §4). Its state is the address
 * (`?topics=choose`), so it can be linked and works without JavaScript: then
 * it is a block in the page with its plain form and a close link. Once
 * JavaScript runs it is a Radix dialog (focus trapped, Escape closes, focus
 * returns), and closing it goes back to the address without the parameter.
 */
export function TopicsDialog({ open, title, description, closeLabel, closeHref, children }: TopicsDialogProps) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const titleId = useId();
  const descriptionId = useId();

  if (!hydrated) {
    if (!open) return null;
    return (
      <section id="topics" aria-labelledby={titleId} aria-describedby={descriptionId} className={styles.inlineDialog}>
        <div className={styles.dialogHeader}>
          <div>
            <h2 id={titleId} className={styles.dialogTitle}>
              {title}
            </h2>
            <p id={descriptionId} className={styles.dialogDescription}>
              {description}
            </p>
          </div>
          <Link to={closeHref} className={styles.close} preventScrollReset>
            {closeLabel}
          </Link>
        </div>
        {children}
      </section>
    );
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) navigate(closeHref, { preventScrollReset: true, replace: true });
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content id="topics" className={styles.dialog}>
          <div className={styles.dialogHeader}>
            <div>
              <Dialog.Title className={styles.dialogTitle}>{title}</Dialog.Title>
              <Dialog.Description className={styles.dialogDescription}>{description}</Dialog.Description>
            </div>
            <Dialog.Close className={styles.close}>{closeLabel}</Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
