import { Form, Link } from "@remix-run/react";

import { searchHref } from "~/domain/search/query";
import { buttonClassName } from "~/ui/button/button";
import { EmptyState } from "~/ui/empty-state/empty-state";
import { ErrorState } from "~/ui/error-state/error-state";
import { TextField } from "~/ui/field/field";
import { container, pageBlock } from "~/ui/layout.css";
import { Pagination } from "~/ui/pagination/pagination";

import * as styles from "./search.css";
import type { SearchView } from "./search-view.server";

type Results = Extract<SearchView, { state: "results" }>;

function Facets({ facets }: { facets: Results["facets"] }) {
  return (
    <nav aria-label={facets.label} className={styles.facets}>
      <ul className={styles.facetList}>
        {facets.items.map((item) => (
          <li key={item.id}>
            {item.href ? (
              <Link
                to={item.href}
                className={styles.facet}
                aria-current={item.current ? "page" : undefined}
                preventScrollReset
              >
                {item.text}
              </Link>
            ) : (
              <span className={`${styles.facet} ${styles.facetEmpty}`}>{item.text}</span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ResultList({ data }: { data: Results }) {
  return (
    <ol className={styles.results} aria-label={data.resultsLabel}>
      {data.results.map((result) => (
        <li key={result.id} className={styles.result}>
          <p className={styles.type}>{result.type}</p>
          <h2 className={styles.title}>
            {result.external ? (
              <a href={result.href} className={styles.link} rel="noopener noreferrer" target="_blank">
                {result.title} <span className={styles.note}>{data.externalNote}</span>
              </a>
            ) : (
              <Link to={result.href} className={styles.link}>
                {result.title}
              </Link>
            )}
          </h2>
          {result.summary ? <p className={styles.summary}>{result.summary}</p> : null}
        </li>
      ))}
    </ol>
  );
}

/** The /search page: the form, then the results widget in its state. */
export function SearchPage({ data }: { data: SearchView }) {
  return (
    <div className={`${container} ${pageBlock}`}>
      <h1 className={styles.heading}>{data.heading}</h1>
      <Form method="get" action={data.form.action} role="search" className={styles.form}>
        <TextField
          label={data.form.label}
          hint={data.form.hint}
          name="q"
          type="search"
          defaultValue={data.form.q}
          placeholder={data.form.placeholder}
          autoComplete="off"
          enterKeyHint="search"
          className={styles.field}
          key={data.form.q}
        />
        <button type="submit" className={`${buttonClassName()} ${styles.submit}`}>
          {data.form.submit}
        </button>
      </Form>
      {data.state === "prompt" ? <p className={styles.prompt}>{data.prompt}</p> : null}
      {data.state === "error" ? (
        <ErrorState title={data.error.title} action={{ label: data.error.retry.label, href: data.error.retry.href }} />
      ) : null}
      {data.state === "empty" || data.state === "results" ? (
        data.partial ? (
          <p className={styles.partial} role="status">
            {data.partial}
          </p>
        ) : null
      ) : null}
      {data.state === "empty" ? <EmptyState title={data.empty.title} description={data.empty.hint} live /> : null}
      {data.state === "results" ? (
        <>
          <p className={styles.summaryLine} role="status">
            {data.summary}
          </p>
          <Facets facets={data.facets} />
          <ResultList data={data} />
          <Pagination
            label={data.pagination.label}
            page={data.pagination.page}
            pageCount={data.pagination.pageCount}
            hrefFor={(page) =>
              searchHref(data.pagination.base, { q: data.form.q, type: data.pagination.type ?? undefined, page })
            }
            previousLabel={data.pagination.previous}
            nextLabel={data.pagination.next}
            pageLabel={(page) => data.pagination.pageLabel.replace("{page}", String(page))}
            className={styles.pagination}
          />
        </>
      ) : null}
    </div>
  );
}
