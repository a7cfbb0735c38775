import { Link, useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";

import { brandSelectionEvent, track } from "~/analytics/events";
import { buttonClassName } from "~/ui/button/button";
import { Disclosure } from "~/ui/disclosure/disclosure";
import { useHydrated } from "~/ui/hooks/use-hydrated";

import * as styles from "./catalog.css";
import type { CatalogPageData } from "./catalog-data.server";
import type { CatalogCopy } from "./catalog-page";

/** Where the brand this browser last saw selected is remembered, to tell a first selection from a change. */
const BRAND_MEMORY_KEY = "surco.catalog.brand";

type BrandData = CatalogPageData["brand"];

/**
 * The brand picker (spec 000 §2 §4 §5): the current brand with its icon, and
 * the other brands. Choosing one asks first (continue / cancel), because the
 * search and filters start over. Without JavaScript the question is a page of
 * its own (?changeBrand=…, rendered in place); with it, a modal <dialog>.
 * The first selection and each change are distinct analytics events.
 */
export function BrandPicker({ brand, copy }: { brand: BrandData; copy: CatalogCopy["brand"] }) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [asking, setAsking] = useState<BrandData["picker"][number] | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const current = brand.current!;

  useEffect(() => {
    let previous: string | null = null;
    try {
      previous = window.sessionStorage.getItem(BRAND_MEMORY_KEY);
      window.sessionStorage.setItem(BRAND_MEMORY_KEY, current.value);
    } catch {
      // Storage refused (private mode): every visit counts as a first selection.
    }
    track(brandSelectionEvent(previous, current.value));
  }, [current.value]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (asking && !element.open) element.showModal();
    if (!asking && element.open) element.close();
  }, [asking]);

  const others = brand.picker.filter((b) => !b.current);
  return (
    <div className={styles.brandBar}>
      <span>{copy.label}</span>
      <span className={styles.brandCurrent}>
        <img src={current.icon} alt="" width={32} height={32} className={styles.brandIcon} />
        {current.displayName}
      </span>
      {others.length ? (
        <Disclosure
          id="brand-picker"
          enhanced={hydrated}
          open={open}
          onToggle={() => setOpen((o) => !o)}
          className={styles.dropdown}
          toggleClassName={styles.toggle}
          panelClassName={styles.panel}
          toggle={copy.change}
        >
          <ul className={styles.brandList} aria-label={copy.choose}>
            {brand.picker.map((option) => (
              <li key={option.value}>
                <Link
                  to={option.href}
                  className={styles.brandOption}
                  aria-current={option.current ? "true" : undefined}
                  onClick={(event) => {
                    if (!hydrated || option.current) return;
                    event.preventDefault();
                    setOpen(false);
                    setAsking(option);
                  }}
                >
                  <img src={option.icon} alt="" width={32} height={32} className={styles.brandIcon} />
                  {option.displayName}
                </Link>
              </li>
            ))}
          </ul>
        </Disclosure>
      ) : null}

      {brand.confirm ? (
        <section aria-labelledby="brand-confirm-title" className={styles.confirm}>
          <h2 id="brand-confirm-title" className={styles.confirmTitle}>
            {copy.confirmTitle}
          </h2>
          <p>{copy.confirmBody}</p>
          <div className={styles.actions}>
            <Link to={brand.confirm.continueHref} className={buttonClassName({ variant: "primary" })}>
              {copy.continue}
            </Link>
            <Link to={brand.confirm.cancelHref} className={buttonClassName({ variant: "secondary" })}>
              {copy.cancel}
            </Link>
          </div>
        </section>
      ) : null}

      {hydrated ? (
        <dialog
          ref={dialog}
          className={styles.dialog}
          aria-labelledby="brand-dialog-title"
          onClose={() => setAsking(null)}
        >
          <h2 id="brand-dialog-title" className={styles.confirmTitle}>
            {asking ? copy.confirmTitleFor.replace("{brand}", asking.displayName) : null}
          </h2>
          <p>{copy.confirmBody}</p>
          <div className={styles.actions}>
            <button
              type="button"
              className={buttonClassName({ variant: "primary" })}
              onClick={() => {
                const target = asking;
                setAsking(null);
                if (target) navigate(target.continueHref);
              }}
            >
              {copy.continue}
            </button>
            <button
              type="button"
              className={buttonClassName({ variant: "secondary" })}
              onClick={() => setAsking(null)}
              // The dialog opens on the choice that changes nothing (WAI-ARIA dialog pattern): the grower asked for neither.
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
            >
              {copy.cancel}
            </button>
          </div>
        </dialog>
      ) : null}
    </div>
  );
}
