import { Link, useFetcher } from "@remix-run/react";
import { useRef } from "react";

import { buttonClassName } from "~/ui/button/button";
import { useHydrated } from "~/ui/hooks/use-hydrated";
import { container } from "~/ui/layout.css";

import type { QuotationsBarData } from "./quotations.server";
import * as styles from "./quotations-bar.css";

type Preferences = NonNullable<QuotationsBarData["preferences"]>;
type Item = Preferences["groups"][number]["items"][number];

/**
 * The quotations bar: each ticker's quote or its error with a refresh link, the central bank's rate, and for a
 * signed-in grower 'change quotations'. Without JavaScript the preference list is a <details> of plain forms
 * (POST → 303 → this page); with it, a modal <dialog> whose toggles save through fetchers and show their new
 * state at once.
 */
export function QuotationsBar({
  data,
  saveError,
  contained = false,
}: {
  data: QuotationsBarData;
  saveError?: string | null;
  /** On a page that gives its blocks no frame (home): within the content width, with room around it. */
  contained?: boolean;
}) {
  return (
    <section
      aria-labelledby="quotations-heading"
      className={contained ? `${container} ${styles.contained}` : undefined}
    >
      <div className={styles.bar}>
        <div className={styles.barHead}>
          <h2 id="quotations-heading" className={styles.barTitle}>
            {data.heading}
          </h2>
          {data.preferences ? <PreferenceList prefs={data.preferences} saveError={saveError ?? null} /> : null}
        </div>
        {data.tickers.length ? (
          <ul className={styles.tickers} aria-label={data.heading}>
            {data.tickers.map((ticker) => (
              <li key={ticker.itemId} className={styles.ticker} data-ticker={ticker.proName}>
                <span className={styles.tickerName}>{ticker.title}</span>
                {ticker.quote ? (
                  <>
                    {/* Spaces between the parts, so a text browser reads "Soja 312.450 Fecha: …", not one word. */}{" "}
                    <span className={styles.tickerValue}>{ticker.quote.value}</span>{" "}
                    <span className={styles.muted}>
                      {data.dateLabel}{" "}
                      {ticker.quote.dateTime ? (
                        <time dateTime={ticker.quote.dateTime}>{ticker.quote.date}</time>
                      ) : (
                        ticker.quote.date
                      )}
                    </span>
                  </>
                ) : (
                  <span role="status">
                    <span className={styles.errorText}>{ticker.error?.title}</span>{" "}
                    <Link to={ticker.error!.refresh.href} reloadDocument className={styles.link}>
                      {ticker.error!.refresh.label}
                    </Link>
                  </span>
                )}
              </li>
            ))}
            {data.rate ? <RateItem rate={data.rate} /> : null}
          </ul>
        ) : (
          <>
            <p className={styles.muted}>{data.empty}</p>
            {data.rate ? (
              <ul className={styles.tickers}>
                <RateItem rate={data.rate} />
              </ul>
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}

function RateItem({ rate }: { rate: NonNullable<QuotationsBarData["rate"]> }) {
  return (
    <li className={styles.ticker} data-ticker="central-bank">
      <span className={styles.tickerName}>{rate.label}</span>{" "}
      {rate.value ? (
        <span className={styles.tickerValue}>{rate.value}</span>
      ) : (
        <span role="status" className={styles.errorText}>
          {rate.error}
        </span>
      )}
    </li>
  );
}

/** `saveError`: the item whose toggle the last plain-form POST could not save (the finance page's action data). */
function PreferenceList({ prefs, saveError }: { prefs: Preferences; saveError: string | null }) {
  const hydrated = useHydrated();
  const dialog = useRef<HTMLDialogElement>(null);
  const list = (
    <div className={styles.preferences}>
      <p className={styles.muted}>{prefs.hint}</p>
      {prefs.groups.map((group) => (
        <fieldset key={group.name} className={styles.preferences}>
          <legend>{group.name}</legend>
          <ul className={styles.toggleList}>
            {group.items.map((item) => (
              <ToggleForm key={item.itemId} item={item} prefs={prefs} saveError={saveError} />
            ))}
          </ul>
        </fieldset>
      ))}
    </div>
  );
  if (!hydrated) {
    return (
      <details open={saveError ? true : undefined}>
        <summary className={buttonClassName({ variant: "secondary", size: "sm" })}>{prefs.open}</summary>
        <h3>{prefs.heading}</h3>
        {list}
      </details>
    );
  }
  return (
    <>
      <button
        type="button"
        className={buttonClassName({ variant: "secondary", size: "sm" })}
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
      >
        {prefs.open}
      </button>
      <dialog ref={dialog} className={styles.dialog} aria-labelledby="quotation-preferences-heading">
        <h3 id="quotation-preferences-heading">{prefs.heading}</h3>
        {list}
        <form method="dialog">
          <button type="submit" className={buttonClassName({ variant: "primary", size: "sm" })}>
            {prefs.close}
          </button>
        </form>
      </dialog>
    </>
  );
}

/** One item's toggle: a form that saves the opposite of what the list says (itemId, checked). */
function ToggleForm({ item, prefs, saveError }: { item: Item; prefs: Preferences; saveError: string | null }) {
  const fetcher = useFetcher<{ saveError?: string }>();
  const sending = fetcher.formData?.get("checked");
  const checked = typeof sending === "string" ? sending === "true" : item.checked;
  const failed = fetcher.state === "idle" && (fetcher.data?.saveError ?? saveError) === item.itemId;
  return (
    <li className={styles.toggleRow}>
      <fetcher.Form method="post" action={prefs.action}>
        <input type="hidden" name="itemId" value={item.itemId} />
        <input type="hidden" name="checked" value={String(!item.checked)} />
        <input type="hidden" name="returnTo" value={prefs.returnTo} />
        <input type="hidden" name="idempotencyKey" value={item.key} />
        <button
          type="submit"
          className={styles.toggle}
          aria-pressed={checked}
          // Until the save and the list read after it are back, the state shown is only what was asked for.
          aria-busy={fetcher.state !== "idle"}
          data-item={item.itemId}
        >
          <span>{item.title}</span> <span className={styles.toggleState}>{checked ? prefs.shown : prefs.hidden}</span>
        </button>
      </fetcher.Form>
      {failed ? (
        <p role="alert" className={styles.errorText}>
          {prefs.saveErrorText}
        </p>
      ) : null}
    </li>
  );
}
