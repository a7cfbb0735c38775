import { Link } from "@remix-run/react";
import { lazy, type ReactNode, Suspense, useId } from "react";

import { useHydrated } from "~/ui/hooks/use-hydrated";

import type { PostcodeView } from "./load.server";
import * as styles from "./postcode.css";

/** The modal's code (Radix) loads the first time it opens with JavaScript, not with the page. */
const ChangePostcodeModal = lazy(() => import("./change-postcode-modal"));

export interface ChangePostcodeProps {
  change: NonNullable<PostcodeView["change"]>;
  children: ReactNode;
}

/**
 * The change-postcode modal (spec 002 §4: it reopens the input). Its state is the address (`alterar=1`), so it works
 * without JavaScript: then it is a box in the page with the form and a close link; with JavaScript a modal dialog.
 */
export function ChangePostcode(props: ChangePostcodeProps) {
  const { change, children } = props;
  const hydrated = useHydrated();
  const titleId = useId();
  if (!change.open) return null;
  const inPlace = (
    <section aria-labelledby={titleId} className={styles.inlineDialog}>
      <div className={styles.dialogHeader}>
        <h3 id={titleId} className={styles.dialogTitle}>
          {change.title}
        </h3>
        <Link to={change.closeHref} className={styles.close} preventScrollReset>
          {change.close}
        </Link>
      </div>
      {children}
    </section>
  );
  if (!hydrated) return inPlace;
  return (
    <Suspense fallback={inPlace}>
      <ChangePostcodeModal {...props} />
    </Suspense>
  );
}
