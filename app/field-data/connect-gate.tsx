/**
 * The connected-account gate (spec 002 §4, §6): an action that needs the
 * field-view account, for a grower who has not connected, opens a blocking
 * modal with a connect button. Without JavaScript the action is a plain link
 * to the connect-account page, so the grower lands on the same choice.
 * A native <dialog> opened with showModal() makes the rest of the page inert.
 */
import { Link } from "@remix-run/react";
import { type ReactNode, useRef } from "react";

import { buttonClassName } from "~/ui/button/button";

import * as dialogStyles from "./connect-gate.css";
import * as styles from "./field-page.css";

export interface GateCopy {
  title: string;
  body: string;
  connect: string;
  close: string;
}

export function useConnectGate(connectHref: string, copy: GateCopy | null) {
  const dialog = useRef<HTMLDialogElement>(null);
  const open = (event: React.MouseEvent) => {
    if (!copy || !dialog.current || typeof dialog.current.showModal !== "function") return;
    event.preventDefault();
    dialog.current.showModal();
  };
  const modal = copy ? (
    <dialog ref={dialog} className={dialogStyles.dialog} aria-labelledby="connect-gate-title">
      <div className={dialogStyles.dialogBody}>
        <h2 id="connect-gate-title" className={styles.heading}>
          {copy.title}
        </h2>
        <p className={styles.lead}>{copy.body}</p>
        <div className={styles.actions}>
          <Link to={connectHref} className={buttonClassName({ variant: "primary" })}>
            {copy.connect}
          </Link>
          <button
            type="button"
            className={buttonClassName({ variant: "ghost" })}
            onClick={() => dialog.current?.close()}
          >
            {copy.close}
          </button>
        </div>
      </div>
    </dialog>
  ) : null;
  return { open, modal };
}

export interface GatedLinkProps {
  /** Where the action goes for a connected grower. */
  to: string;
  /** Null when connected: the link just works. */
  gate: { connectHref: string; open: (event: React.MouseEvent) => void } | null;
  external?: boolean;
  newWindowHint?: string;
  variant?: "primary" | "secondary" | "ghost";
  children: ReactNode;
}

export function GatedLink({ to, gate, external, newWindowHint, variant = "secondary", children }: GatedLinkProps) {
  const className = buttonClassName({ variant });
  if (gate) {
    return (
      <a href={gate.connectHref} className={className} onClick={gate.open}>
        {children}
      </a>
    );
  }
  if (external) {
    return (
      <a href={to} className={className} target="_blank" rel="noopener noreferrer">
        {children}
        {newWindowHint ? <span className={styles.srOnly}>{` (${newWindowHint})`}</span> : null}
      </a>
    );
  }
  return (
    <Link to={to} className={className}>
      {children}
    </Link>
  );
}
