import * as styles from "./step-header.css";

/**
 * The top of a form in steps (the voucher, an invoice's registration): the page's heading, its lead, which step
 * this is ("Step 1 of 2"), then, when the last post came back wrong, the alert that says so above the form.
 */
export function StepHeader({
  heading,
  lead,
  step,
  alert,
}: {
  heading: string;
  lead: string;
  step: string;
  alert: string | null | undefined;
}) {
  return (
    <>
      <header className={styles.header}>
        <h1 className={styles.heading}>{heading}</h1>
        <p className={styles.lead}>{lead}</p>
        <p className={styles.step}>{step}</p>
      </header>
      {alert ? (
        <p className={styles.alert} role="alert">
          {alert}
        </p>
      ) : null}
    </>
  );
}
