import { Link } from "@remix-run/react";
import { type ReactNode, useId } from "react";

import { visuallyHidden } from "~/ui/a11y.css";
import { buttonClassName, ButtonLink } from "~/ui/button/button";
import { EmptyState } from "~/ui/empty-state/empty-state";
import { ErrorState } from "~/ui/error-state/error-state";
import { ExternalIcon } from "~/ui/icons/icons";
import { StarRating } from "~/ui/star-rating/star-rating";

import * as styles from "./loyalty.css";
import type { AccumulatedCardData, BalanceCardData, Card, CardEmpty, CardError, StatusCardData } from "./view-types";

/**
 * The points cards (spec 001 §2 §4 §8): status (impulses this year, progress,
 * stars, family-group variant), balance (balance, expiring, last transaction,
 * 'CADASTRAR NOTAS': the register page where the country has it, issue 32, else the programme's page in a new
 * window) and accumulated points. Each has a
 * standard, an empty and an error variant; the latter two lead to the points page.
 */

function Panel({ heading, children, accent }: { heading: string; children: ReactNode; accent?: boolean }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`${styles.panel} ${accent ? styles.panelAccent : ""}`}>
      <h2 id={id} className={styles.panelTitle}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

function Fallback({ heading, card }: { heading: string; card: CardError | CardEmpty }) {
  return (
    <Panel heading={heading}>
      {card.state === "error" ? (
        <ErrorState
          title={card.title}
          subtitle={card.subtitle}
          headingLevel={3}
          action={{ ...card.action, reloadDocument: true }}
        />
      ) : (
        <EmptyState
          title={card.title}
          description={card.body}
          headingLevel={3}
          action={
            <ButtonLink to={card.action.href} variant="secondary">
              {card.action.label}
            </ButtonLink>
          }
        />
      )}
    </Panel>
  );
}

export function StatusCard({ card, heading }: { card: Card<StatusCardData>; heading: string }) {
  const labelId = useId();
  if (card.state !== "standard") return <Fallback heading={heading} card={card} />;
  return (
    <Panel heading={card.heading} accent>
      <p className={styles.muted}>{card.pointsLabel}</p>
      <p className={styles.bigNumber}>{card.points}</p>
      <p className={styles.noticeText}>
        <StarRating count={card.stars} label={card.starsText} />
      </p>
      {card.progress ? (
        <>
          <p id={labelId} className={styles.muted}>
            {card.progress.label}
          </p>
          <div
            role="progressbar"
            aria-labelledby={labelId}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={card.progress.percent}
            aria-valuetext={card.progress.valueText}
            className={styles.progressTrack}
          >
            <div className={styles.progressFill} style={{ width: `${card.progress.percent}%` }} />
          </div>
        </>
      ) : null}
      {card.group ? (
        <div className={`${styles.notice} ${styles.noticeInfo}`}>
          <div>
            <p className={styles.noticeText}>
              <strong>{card.group.label}</strong> {card.group.name}
            </p>
            <StarRating count={card.group.stars} label={card.group.starsText} />
          </div>
        </div>
      ) : null}
      {card.cta ? (
        <div className={styles.actions}>
          <ButtonLink to={card.cta.href}>{card.cta.label}</ButtonLink>
        </div>
      ) : null}
    </Panel>
  );
}

export function BalanceCard({ card, heading }: { card: Card<BalanceCardData>; heading: string }) {
  if (card.state !== "standard") return <Fallback heading={heading} card={card} />;
  return (
    <Panel heading={card.heading}>
      <p className={styles.muted}>{card.balanceLabel}</p>
      <p className={styles.bigNumber}>{card.balance}</p>
      <dl className={styles.stackedRows}>
        {card.rows.map((row) => (
          <div key={row.term}>
            <dt className={styles.term}>{row.term}</dt>
            <dd className={styles.stackedValue}>{row.value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.actions}>
        {card.invoices.newWindow === null ? (
          <Link to={card.invoices.href} className={buttonClassName({ variant: "secondary" })}>
            {card.invoices.label}
          </Link>
        ) : (
          <OutsideLink link={{ ...card.invoices, newWindow: card.invoices.newWindow }} button />
        )}
        {/* Spaces between the links: read without styles (a text browser), they are three links, not one word. */}{" "}
        {card.list ? (
          <Link to={card.list.href} className={styles.textLink}>
            {card.list.label}
          </Link>
        ) : null}{" "}
        {card.outside ? <OutsideLink link={card.outside} /> : null}
      </div>
    </Panel>
  );
}

export function AccumulatedCard({ card, heading }: { card: Card<AccumulatedCardData>; heading: string }) {
  if (card.state !== "standard") return <Fallback heading={heading} card={card} />;
  return (
    <Panel heading={card.heading}>
      <p className={styles.muted}>{card.totalLabel}</p>
      <p className={styles.bigNumber}>{card.total}</p>
      <dl className={styles.rows}>
        {card.rows.map((row) => (
          <div key={row.term} className={styles.statementRow}>
            <dt className={styles.term}>{row.term}</dt>
            <dd className={styles.statementValue}>{row.value}</dd>
          </div>
        ))}
        <div className={`${styles.statementRow} ${styles.closingRow}`}>
          <dt className={styles.term}>{card.closing.term}</dt>
          <dd className={styles.statementValue}>{card.closing.value}</dd>
        </div>
      </dl>
      {card.pending ? <p className={styles.muted}>{card.pending}</p> : null}
    </Panel>
  );
}

/** The expiry alert (spec 001 §2 §4): what expires and when, linking to the history. */
export function ExpiryAlert({ text, link }: { text: string; link: { label: string; href: string } }) {
  return (
    <div className={styles.notice} role="note">
      <p className={styles.noticeText}>
        {text}{" "}
        <Link to={link.href} className={styles.textLink}>
          {link.label}
        </Link>
      </p>
    </div>
  );
}

/** The programme's outside page, in a new window: the register button where the portal has no page of its own. */
function OutsideLink({
  link,
  button = false,
}: {
  link: { label: string; href: string; newWindow: string };
  button?: boolean;
}) {
  return (
    <a
      href={link.href}
      target="_blank"
      rel="noopener noreferrer"
      className={button ? buttonClassName({ variant: "secondary" }) : styles.textLink}
    >
      {link.label}
      <span className={visuallyHidden}>{` (${link.newWindow})`}</span>
      <ExternalIcon size={18} />
    </a>
  );
}
