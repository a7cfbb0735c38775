import type { ComponentPropsWithoutRef, ReactNode } from "react";

import { container } from "~/ui/layout.css";

import * as styles from "./field-page.css";

interface FieldPageProps extends Omit<ComponentPropsWithoutRef<"div">, "className"> {
  heading: string;
  lead: string;
  children: ReactNode;
}

/** The frame of every field-view page: the page's h1 and lead, then its content. Other attributes go on the outer element. */
export function FieldPage({ heading, lead, children, ...rest }: FieldPageProps) {
  return (
    <div className={`${container} ${styles.page}`} {...rest}>
      <header className={styles.header}>
        <h1 className={styles.title}>{heading}</h1>
        <p className={styles.lead}>{lead}</p>
      </header>
      {children}
    </div>
  );
}
