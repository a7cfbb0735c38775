import { Form, useSubmit } from "@remix-run/react";
import { useEffect, useMemo, useRef, useState } from "react";

import { debounce } from "~/domain/catalog/debounce";
import { filterChecklistOptions } from "~/domain/catalog/filters";
import { Button } from "~/ui/button/button";
import { useHydrated } from "~/ui/hooks/use-hydrated";

import * as styles from "./catalog.css";
import type { CatalogPageData } from "./catalog-data.server";
import type { CatalogCopy } from "./catalog-page";

type Filter = CatalogPageData["filters"][number];
type Copy = CatalogCopy["filters"];

/**
 * The facets' GET forms: a filter's checklists (with the other facets carried along), and the bio-only switch.
 * Without JavaScript each has an Apply button; with it a change applies 1 s after the last one.
 */

/** The state a facet form must carry besides its own checklists: the rest of the URL and the other facets. */
function carried(data: CatalogPageData, own: readonly Filter[], withBio: boolean): [string, string][] {
  const ownKeys = new Set(own.map((f) => f.key));
  return [
    ...data.hidden.facets,
    ...data.filters
      .filter((f) => !ownKeys.has(f.key))
      .flatMap((f) => f.options.filter((o) => o.checked).map((o): [string, string] => [f.key, o.value])),
    ...(!withBio && data.bio.checked ? [["bio", "1"] as [string, string]] : []),
  ];
}

export function ChecklistForm({
  data,
  filters,
  copy,
  withBio,
  showApply,
}: {
  data: CatalogPageData;
  filters: readonly Filter[];
  copy: Copy;
  withBio: boolean;
  showApply: boolean;
}) {
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const apply = useMemo(
    () =>
      debounce(
        () => form.current && submit(form.current, { preventScrollReset: true }),
        data.behaviour.checklistDebounceMs,
      ),
    [submit, data.behaviour.checklistDebounceMs],
  );
  useEffect(() => () => apply.cancel(), [apply]);
  return (
    <Form
      // A new URL state is a fresh form: checkboxes follow the URL, not what the DOM last held.
      key={data.search}
      ref={form}
      method="get"
      action={data.basePath}
      preventScrollReset
      onSubmit={() => apply.cancel()}
      onChange={(event) => {
        if ((event.target as HTMLInputElement).type === "checkbox") apply();
      }}
    >
      {carried(data, filters, withBio).map(([name, value], i) => (
        <input key={`${name}-${value}-${i}`} type="hidden" name={name} value={value} />
      ))}
      <div className={filters.length > 1 ? styles.allGrid : undefined}>
        {filters.map((filter) => (
          <Checklist key={filter.key} filter={filter} copy={copy} maxHeight={data.behaviour.checklistMaxHeight} />
        ))}
      </div>
      {withBio ? (
        <label className={styles.option}>
          <input type="checkbox" name="bio" value="1" defaultChecked={data.bio.checked} className={styles.checkbox} />
          {copy.bio}
        </label>
      ) : null}
      {showApply ? (
        <div className={styles.panelActions}>
          <Button type="submit" size="sm">
            {copy.apply}
          </Button>
        </div>
      ) : null}
    </Form>
  );
}

/** One checklist with its in-list search (a case-insensitive label match; it needs JavaScript, the list does not). */
function Checklist({ filter, copy, maxHeight }: { filter: Filter; copy: Copy; maxHeight: number }) {
  const hydrated = useHydrated();
  const [query, setQuery] = useState("");
  const visible = new Set(filterChecklistOptions(filter.options, query).map((o) => o.value));
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{filter.label}</legend>
      {hydrated ? (
        <input
          type="search"
          className={styles.inListSearch}
          aria-label={copy.searchIn.replace("{filter}", filter.label)}
          placeholder={copy.searchIn.replace("{filter}", filter.label)}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          onKeyDown={(event) => {
            // Enter filters the list; it must not submit the form.
            if (event.key === "Enter") event.preventDefault();
          }}
        />
      ) : null}
      <ul className={styles.options} style={{ maxHeight }}>
        {filter.options.map((option) => (
          <li key={option.value} hidden={!visible.has(option.value)}>
            <label className={styles.option}>
              <input
                type="checkbox"
                name={filter.key}
                value={option.value}
                defaultChecked={option.checked}
                className={styles.checkbox}
              />
              {option.label}
            </label>
          </li>
        ))}
      </ul>
      {visible.size === 0 ? (
        <p className={styles.noMatch} role="status">
          {copy.noMatch}
        </p>
      ) : null}
    </fieldset>
  );
}

export function BioSwitch({ data, copy, enhanced }: { data: CatalogPageData; copy: Copy; enhanced: boolean }) {
  const submit = useSubmit();
  return (
    <Form key={data.search} method="get" action={data.basePath} preventScrollReset className={styles.bioForm}>
      {carried(data, [], true).map(([name, value], i) => (
        <input key={`${name}-${value}-${i}`} type="hidden" name={name} value={value} />
      ))}
      <label className={styles.option}>
        <input
          type="checkbox"
          name="bio"
          value="1"
          defaultChecked={data.bio.checked}
          className={styles.checkbox}
          onChange={(event) => enhanced && submit(event.currentTarget.form, { preventScrollReset: true })}
        />
        {copy.bio}
      </label>
      {enhanced ? null : (
        <Button type="submit" size="sm" variant="secondary">
          {copy.apply}
        </Button>
      )}
    </Form>
  );
}
