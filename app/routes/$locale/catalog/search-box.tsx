import { Form, useSubmit } from "@remix-run/react";
import { useEffect, useMemo, useRef, useState } from "react";

import { debounce, searchTrigger } from "~/domain/catalog/debounce";
import { Button } from "~/ui/button/button";
import { TextField } from "~/ui/field/field";

import * as styles from "./catalog.css";
import type { CatalogPageData } from "./catalog-data.server";
import type { CatalogCopy } from "./catalog-page";

/**
 * The catalogue's text search (spec 000 §5): a GET form, so it works without
 * JavaScript (submit or Enter). With JavaScript it runs 500 ms after typing
 * stops, or only on Enter when the country chose enter-to-search. A new search
 * returns to page 1 and clears the letter (the form does not carry them).
 */
export function SearchBox({ data, copy }: { data: CatalogPageData; copy: CatalogCopy["search"] }) {
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const [text, setText] = useState(data.query.q);
  const { enterToSearch, searchDebounceMs } = data.behaviour;

  // The URL changed under us (reset, back button): show its search unless the grower is typing.
  useEffect(() => {
    if (document.activeElement?.getAttribute("name") !== "q") setText(data.query.q);
  }, [data.query.q]);

  const run = useMemo(
    () =>
      debounce(() => {
        if (form.current) submit(form.current, { replace: true, preventScrollReset: true });
      }, searchDebounceMs),
    [submit, searchDebounceMs],
  );
  useEffect(() => () => run.cancel(), [run]);

  return (
    <Form
      ref={form}
      method="get"
      action={data.basePath}
      role="search"
      className={styles.searchForm}
      preventScrollReset
      onSubmit={() => run.cancel()}
    >
      {data.hidden.search.map(([name, value], i) => (
        <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
      ))}
      <TextField
        id="catalog-q"
        name="q"
        type="search"
        label={copy.label}
        placeholder={copy.placeholder}
        hint={enterToSearch ? copy.hintEnter : undefined}
        value={text}
        autoComplete="off"
        maxLength={100}
        className={styles.searchField}
        onChange={(event) => {
          setText(event.currentTarget.value);
          if (searchTrigger("input", enterToSearch) === "debounce") run();
        }}
      />
      <Button type="submit" variant="secondary" className={styles.searchButton}>
        {copy.submit}
      </Button>
    </Form>
  );
}
