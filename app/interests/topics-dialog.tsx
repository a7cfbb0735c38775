import { Link } from "@remix-run/react";
import { lazy, type ReactNode, Suspense, useId } from "react";

import { useHydrated } from "~/ui/hooks/use-hydrated";

import * as styles from "./interests.css";

/** The modal's code (Radix, ~13.5 KB gzip) loads the first time the modal opens with JavaScript, not with the page. */
const TopicsModal = lazy(() => import("./topics-modal"));

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
 * JavaScript runs it is a modal dialog (./topics-modal), shown in place while
 * its code loads.
 */
export function TopicsDialog(props: TopicsDialogProps) {
  const { open, title, description, closeLabel, closeHref, children } = props;
  const hydrated = useHydrated();
  const titleId = useId();
  const descriptionId = useId();
  if (!open) return null;

  const inPlace = (
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
  if (!hydrated) return inPlace;
  return (
    <Suspense fallback={inPlace}>
      <TopicsModal {...props} />
    </Suspense>
  );
}
