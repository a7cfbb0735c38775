import { Form, Link, useSubmit } from "@remix-run/react";
import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";

import { debounce } from "~/domain/catalog/debounce";
import { filterChecklistOptions } from "~/domain/catalog/filters";
import { visuallyHidden } from "~/ui/a11y.css";
import { Button, buttonClassName } from "~/ui/button/button";
import { Disclosure } from "~/ui/disclosure/disclosure";
import { useHydrated } from "~/ui/hooks/use-hydrated";

import * as styles from "./catalog.css";
import type { CatalogPageData } from "./catalog-data.server";
import type { CatalogCopy } from "./catalog-page";

type Filter = CatalogPageData["filters"][number];
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
            <Dropdown
              key={filter.key}
              id={`facet-${filter.key}`}
              enhanced={hydrated}
              toggle={<ToggleText label={filter.label} count={filter.selected} copy={copy} />}
            >
              <ChecklistForm data={data} filters={[filter]} copy={copy} withBio={false} showApply={!hydrated} />
            </Dropdown>
          ))}
        </div>
        {data.bio.available ? <BioSwitch data={data} copy={copy} enhanced={hydrated} /> : null}
        {data.filters.length ? (
          <Dropdown
            id="all-filters"
            enhanced={hydrated}
            wide
            toggle={<ToggleText label={copy.all} count={selected} copy={copy} />}
            closeLabel={copy.allClose}
          >
            <ChecklistForm data={data} filters={data.filters} copy={copy} withBio={data.bio.available} showApply />
          </Dropdown>
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

/**
 * A dropdown panel: <details> without JavaScript; with it, a button that
 * closes on Escape (focus back on the button) and on a click outside.
 */
function Dropdown({
  id,
  enhanced,
  toggle,
  children,
  wide = false,
  closeLabel,
}: {
  id: string;
  enhanced: boolean;
  toggle: ReactNode;
  children: ReactNode;
  wide?: boolean;
  closeLabel?: string;
}) {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (box.current && !box.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      document.getElementById(`${id}-toggle`)?.focus();
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open, id]);
  return (
    <div ref={box} className={styles.dropdown}>
      <Disclosure
        id={id}
        enhanced={enhanced}
        open={open}
        onToggle={() => setOpen((o) => !o)}
        toggleClassName={styles.toggle}
        panelClassName={wide ? styles.allPanel : styles.panel}
        toggle={toggle}
      >
        {children}
        {enhanced && closeLabel ? (
          <div className={styles.panelActions}>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setOpen(false);
                document.getElementById(`${id}-toggle`)?.focus();
              }}
            >
              {closeLabel}
            </Button>
          </div>
        ) : null}
      </Disclosure>
    </div>
  );
}

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

function ChecklistForm({
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

function BioSwitch({ data, copy, enhanced }: { data: CatalogPageData; copy: Copy; enhanced: boolean }) {
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
