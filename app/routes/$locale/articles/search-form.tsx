import { Form, Link, useSubmit } from "@remix-run/react";
import { useEffect, useMemo, useRef, useState } from "react";

import { debounce } from "~/domain/catalog/debounce";
import { Button, buttonClassName } from "~/ui/button/button";
import { TextField } from "~/ui/field/field";

import * as styles from "./articles.css";
import type { ArticlesData } from "./route";

/**
 * Article search's form (spec 002 §2 §4): a GET form to the page itself, so
 * it works without JavaScript (type, tick topics, submit). With JavaScript:
 * typing searches 300 ms after the last key, a ticked topic searches at once
 * (both back to page 1: the form carries no page), and focusing the field
 * opens the popup mode (full screen on a phone) that Back or Escape closes.
 */
export function SearchForm({ view, copy }: { view: ArticlesData["view"]; copy: ArticlesData["copy"] }) {
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const [text, setText] = useState(view.query.q);
  const [popup, setPopup] = useState(false);

  // The URL changed under us (reset, back button): show its search unless the grower is typing.
  useEffect(() => {
    if (document.activeElement?.getAttribute("name") !== "q") setText(view.query.q);
  }, [view.query.q]);

  const run = useMemo(
    () =>
      debounce(() => {
        if (form.current) submit(form.current, { replace: true, preventScrollReset: true });
      }, view.behaviour.debounceMs),
    [submit, view.behaviour.debounceMs],
  );
  useEffect(() => () => run.cancel(), [run]);

  useEffect(() => {
    if (!popup) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setPopup(false);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [popup]);

  return (
    <Form
      ref={form}
      method="get"
      action={view.basePath}
      role="search"
      className={styles.form}
      data-popup={popup ? "" : undefined}
      preventScrollReset
      onSubmit={() => run.cancel()}
    >
      {view.query.category ? <input type="hidden" name="category" value={view.query.category} /> : null}
      <div className={styles.searchRow}>
        {popup ? (
          <Button variant="ghost" className={styles.back} onClick={() => setPopup(false)}>
            {copy.search.back}
          </Button>
        ) : null}
        <TextField
          id="article-q"
          name="q"
          type="search"
          label={copy.search.label}
          placeholder={copy.search.placeholder}
          value={text}
          autoComplete="off"
          maxLength={100}
          className={styles.searchField}
          onFocus={() => setPopup(true)}
          onChange={(event) => {
            setText(event.currentTarget.value);
            run();
          }}
        />
        <Button type="submit" className={styles.submit}>
          {copy.search.submit}
        </Button>
      </div>
      {view.tags.length ? (
        // Remounted when the URL's tags change (reset, back button), so the boxes show the URL.
        <fieldset className={styles.tags} key={view.query.tags.join(",")}>
          <legend className={styles.tagsLegend}>{copy.tagsLegend}</legend>
          <ul className={styles.tagList}>
            {view.tags.map((tag) => (
              <li key={tag.id}>
                <label className={styles.tag}>
                  <input
                    type="checkbox"
                    name="tag"
                    value={tag.id}
                    defaultChecked={tag.checked}
                    className={styles.tagBox}
                    onChange={() => {
                      run.cancel();
                      if (form.current) submit(form.current, { replace: true, preventScrollReset: true });
                    }}
                  />
                  <span>{tag.label}</span> <span className={styles.tagCount}>{tag.count}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      <div className={styles.actions}>
        {view.resetHref ? (
          <Link
            to={view.resetHref}
            className={buttonClassName({ variant: "ghost", size: "sm" })}
            onClick={() => setPopup(false)}
          >
            {copy.search.reset}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
