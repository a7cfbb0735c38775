import { Link } from "@remix-run/react";

import { visuallyHidden } from "~/ui/a11y.css";
import { buttonClassName } from "~/ui/button/button";
import { useHydrated } from "~/ui/hooks/use-hydrated";

import * as styles from "./catalog.css";
import type { CatalogPageData } from "./catalog-data.server";
import type { CatalogCopy } from "./catalog-page";
import { FacetDropdown } from "./facet-dropdown";
import { BioSwitch, ChecklistForm } from "./facet-forms";

type Copy = CatalogCopy["filters"];

/**
 * Facets (spec 000 §2 §4 §5, spec 002 §5): a checklist dropdown per filter of
 * the tab, each a GET form carrying the rest of the state; the all-filters
 * menu with every checklist at once; the bio-only switch; the active filters
 * as removable chips; and the reset button. Without JavaScript each form has
 * an Apply button; with it a change applies 1 s after the last one. Every
 * form leaves out the page number, so a change returns to page 1.
 */
export function FilterBar({ data, copy }: { data: CatalogPageData; copy: Copy }) {
  const hydrated = useHydrated();
  const selected = data.filters.reduce((sum, f) => sum + f.selected, 0) + (data.bio.checked ? 1 : 0);
  if (!data.filters.length && !data.bio.available && !data.reset.show && !data.chips.length) return null;
  return (
    <section aria-label={copy.label} className={styles.header}>
      <div className={styles.filterBar}>
        <div className={styles.dropdownRow}>
          {data.filters.map((filter) => (
            <FacetDropdown
              key={filter.key}
              id={`facet-${filter.key}`}
              enhanced={hydrated}
              toggle={<ToggleText label={filter.label} count={filter.selected} copy={copy} />}
            >
              <ChecklistForm data={data} filters={[filter]} copy={copy} withBio={false} showApply={!hydrated} />
            </FacetDropdown>
          ))}
        </div>
        {data.bio.available ? <BioSwitch data={data} copy={copy} enhanced={hydrated} /> : null}
        {data.filters.length ? (
          <FacetDropdown
            id="all-filters"
            enhanced={hydrated}
            wide
            toggle={<ToggleText label={copy.all} count={selected} copy={copy} />}
            closeLabel={copy.allClose}
          >
            <ChecklistForm data={data} filters={data.filters} copy={copy} withBio={data.bio.available} showApply />
          </FacetDropdown>
        ) : null}
        {data.reset.show ? (
          <Link to={data.reset.href} className={buttonClassName({ variant: "ghost" })} preventScrollReset>
            {copy.reset}
          </Link>
        ) : null}
      </div>
      {data.chips.length ? (
        <ul className={styles.chips} aria-label={copy.active}>
          {data.chips.map((chip) => (
            <li key={chip.href}>
              <Link to={chip.href} className={styles.chip} preventScrollReset>
                {chip.label}
                <span aria-hidden="true">{"×"}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function ToggleText({ label, count, copy }: { label: string; count: number; copy: Copy }) {
  return (
    <>
      {label}
      {count > 0 ? (
        <span className={styles.count}>
          {count}
          <span className={visuallyHidden}>{` ${copy.selected}`}</span>
        </span>
      ) : null}
    </>
  );
}
