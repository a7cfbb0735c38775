import { getFormProps, useForm } from "@conform-to/react";
import { Form, Link, useFetcher, useLocation } from "@remix-run/react";
import { lazy, type MouseEvent, Suspense, useRef, useState } from "react";

import * as shared from "~/loyalty/loyalty.css";
import { AccumulatedCard } from "~/loyalty/points-cards";
import { TransactionDetails } from "~/loyalty/transaction-details";
import { TransactionList } from "~/loyalty/transaction-list";
import type { TransactionDetailData, TransactionRowData } from "~/loyalty/view-types";
import { buttonClassName } from "~/ui/button/button";
import { EmptyState } from "~/ui/empty-state/empty-state";
import { ErrorState } from "~/ui/error-state/error-state";
import { SelectField, TextField } from "~/ui/field/field";
import { ChevronDownIcon } from "~/ui/icons/icons";
import { container, pageBlock } from "~/ui/layout.css";
import { Pagination } from "~/ui/pagination/pagination";
import { Skeleton } from "~/ui/skeleton/skeleton";

import * as styles from "./history.css";
import type { HistoryData } from "./route";

/**
 * The side sheet (Radix Dialog, ~14 KB gzip) only opens after a click, which
 * needs JavaScript anyway: its code loads then, not with the page.
 */
const SideSheet = lazy(() => import("~/ui/side-sheet/side-sheet").then((module) => ({ default: module.SideSheet })));

const sameErrors = (a?: readonly string[], b?: readonly string[]) => Boolean(a?.length && a.join() === b?.join());

const withPage = (base: string, page: number) =>
  page <= 1 ? base : `${base}${base.includes("?") ? "&" : "?"}page=${page}`;

/**
 * The history page: a GET form of filters, the rows, pages. With JavaScript a
 * row opens its details in a side sheet (fetched from the detail page's
 * loader); a modified click (new tab) or no JavaScript follows the link.
 */
export function HistoryPage({ data }: { data: HistoryData }) {
  // The detail page answers its detail when found (an error or restricted state has none): that is all the sheet reads.
  const fetcher = useFetcher<{ detail?: TransactionDetailData }>();
  const [open, setOpen] = useState<TransactionRowData | null>(null);
  const location = useLocation();

  const trigger = useRef<HTMLAnchorElement | null>(null);
  const openRow = (row: TransactionRowData, event: MouseEvent<HTMLAnchorElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    trigger.current = event.currentTarget;
    setOpen(row);
    fetcher.load(row.href);
  };
  const detail = fetcher.data && "detail" in fetcher.data ? fetcher.data.detail : null;
  const loaded = fetcher.state === "idle" && detail && detail.number === open?.number;

  const { filters, result } = data;
  // The server's parse is the only validation (no schema in the browser): conform lays out its errors.
  const [form, fields] = useForm({ id: "history-filters", lastResult: filters.result });
  const selectedCategories = filters.categories.options.filter((option) => option.checked).length;
  return (
    <div className={`${container} ${pageBlock} ${shared.stack}`}>
      <header>
        <p className={styles.back}>
          <Link to={data.back.href} className={shared.textLink}>
            {data.back.label}
          </Link>
        </p>
        <h1 className={shared.heading}>{data.heading}</h1>
        <p className={shared.lead}>{data.lead}</p>
      </header>

      <div className={styles.statement}>
        <AccumulatedCard card={data.statement.card} heading={data.statement.heading} />
      </div>

      <Form
        key={location.search}
        method="get"
        action={filters.action}
        aria-label={filters.label}
        className={styles.filters}
        {...getFormProps(form)}
      >
        <TextField
          type="search"
          name="q"
          id="history-q"
          label={filters.search.label}
          hint={filters.search.hint}
          defaultValue={filters.search.value}
          className={styles.search}
        />
        {/* Nine checkboxes fill a phone's screen: folded until one is chosen (a native <details>, no JavaScript needed). */}
        <details className={styles.categories} open={selectedCategories > 0}>
          <summary className={styles.summary}>
            <span id="history-categories-legend">{filters.categories.legend}</span>
            {selectedCategories > 0 ? ` (${selectedCategories})` : null}
            <ChevronDownIcon size={18} className={styles.chevron} />
          </summary>
          {/* Named by the summary's word: a legend would say it again (read twice without CSS, issue 27). */}
          <fieldset className={styles.fieldset} aria-labelledby="history-categories-legend">
            {filters.categories.unavailable ? <p className={shared.muted}>{filters.categories.unavailable}</p> : null}
            <div className={styles.checks}>
              {filters.categories.options.map((option) => (
                <label key={option.value} className={styles.check}>
                  <input type="checkbox" name="category" value={option.value} defaultChecked={option.checked} />
                  <span>{option.label}</span>
                </label>
              ))}
            </div>
          </fieldset>
        </details>
        <TextField type="date" field={fields.from} label={filters.from.label} defaultValue={filters.from.value} />
        {/* A range that ends before it starts is both fields' error: said once, under the first. */}
        <TextField
          type="date"
          field={fields.to}
          errors={sameErrors(fields.from.errors, fields.to.errors) ? [] : fields.to.errors}
          label={filters.to.label}
          defaultValue={filters.to.value}
        />
        <SelectField
          name="size"
          id="history-size"
          label={filters.size.label}
          defaultValue={filters.size.value}
          options={filters.size.options}
        />
        <div className={styles.actions}>
          <button type="submit" className={buttonClassName({ variant: "primary" })}>
            {filters.submit}
          </button>
          {filters.clear ? (
            <Link to={filters.clear.href} className={shared.textLink}>
              {filters.clear.label}
            </Link>
          ) : null}
          <a href={data.csv.href} className={buttonClassName({ variant: "secondary" })} download>
            {data.csv.label}
          </a>
        </div>
      </Form>

      <section aria-labelledby="history-results" className={styles.results}>
        <h2 id="history-results" className={shared.sectionHeading}>
          {data.list.label}
        </h2>
        {result.state === "error" ? (
          <ErrorState
            title={result.message}
            headingLevel={3}
            action={{ label: result.retry.label, href: result.retry.href, reloadDocument: true }}
          />
        ) : (
          <>
            <p role="status" className={shared.muted}>
              {result.summary}
            </p>
            {result.pastLast ? (
              <div className={shared.notice} role="note">
                <p className={shared.noticeText}>{result.pastLast}</p>
              </div>
            ) : null}
            {result.state === "empty" ? (
              <EmptyState
                title={result.empty.title}
                description={result.empty.body}
                headingLevel={3}
                action={
                  result.firstPage ? (
                    <Link to={result.firstPage.href} className={shared.textLink}>
                      {result.firstPage.label}
                    </Link>
                  ) : undefined
                }
              />
            ) : (
              <TransactionList rows={result.rows} label={data.list.label} onOpen={openRow} />
            )}
            <Pagination
              label={data.pagination.label}
              page={result.page}
              pageCount={result.pageCount}
              hrefFor={(page) => withPage(result.pageBase, page)}
              previousLabel={data.pagination.previous}
              nextLabel={data.pagination.next}
              pageLabel={(page) => data.pagination.page.replace("{page}", String(page))}
              className={styles.pagination}
            />
          </>
        )}
      </section>

      {open ? (
        <Suspense fallback={null}>
          <SideSheet
            open
            onOpenChange={(next) => {
              if (next) return;
              setOpen(null);
              // The sheet has no trigger of its own: focus goes back to the row that opened it.
              const row = trigger.current;
              setTimeout(() => row?.focus(), 0);
            }}
            title={open.fullDescription}
            description={`${open.date} ${open.time} · ${open.category}`}
            closeLabel={data.sheet.close}
          >
            {loaded && detail ? (
              <>
                <TransactionDetails detail={detail} />
                <p>
                  <Link to={open.href} className={shared.textLink}>
                    {data.sheet.openPage}
                  </Link>
                </p>
              </>
            ) : fetcher.state === "idle" && fetcher.data && !detail ? (
              <ErrorState
                title={data.sheet.failed}
                headingLevel={3}
                action={{ label: data.sheet.openPage, href: open.href }}
              />
            ) : (
              <div role="status" className={styles.loading}>
                <span className={shared.muted}>{data.sheet.loading}</span>
                <Skeleton height="1.5rem" width="40%" />
                <Skeleton height="1rem" />
                <Skeleton height="1rem" width="80%" />
                <Skeleton height="1rem" width="60%" />
              </div>
            )}
          </SideSheet>
        </Suspense>
      ) : null}
    </div>
  );
}
