import { useNavigation } from "@remix-run/react";

import { ArticleCardList } from "~/articles/article-card";
import { pageHref } from "~/articles/search-links";
import { EmptyState } from "~/ui/empty-state/empty-state";
import { ErrorState } from "~/ui/error-state/error-state";
import { container, pageBlock } from "~/ui/layout.css";
import { Pagination } from "~/ui/pagination/pagination";
import { SkeletonGrid } from "~/ui/skeleton/skeleton";
import { Tabs } from "~/ui/tabs/tabs";

import * as styles from "./articles.css";
import type { ArticlesData } from "./route";
import { SearchForm } from "./search-form";

const RESULTS_ID = "article-results";

/**
 * The articles page: heading, the search form (field, tags), the tabs, then
 * the results. While JavaScript loads another view of this page, the results
 * are 6 skeleton cards (spec 002 §9).
 */
export function ArticlesPage({ data }: { data: ArticlesData }) {
  const { copy, view } = data;
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location?.pathname === view.basePath;
  return (
    <div className={`${container} ${pageBlock}`}>
      <header className={styles.header}>
        <h1 className={styles.title}>{copy.heading}</h1>
        <p className={styles.lead}>{copy.lead}</p>
      </header>
      <SearchForm view={view} copy={copy} />
      <Tabs
        label={copy.tabsLabel}
        current={view.active}
        controls={RESULTS_ID}
        items={view.tabs.map((tab) => ({ id: tab.id, label: tab.label, href: tab.href, count: tab.count }))}
      />
      <section id={RESULTS_ID} aria-label={copy.results.label} className={styles.results}>
        {view.fallback ? (
          <p className={styles.fallback} role="status">
            {view.fallback}
          </p>
        ) : null}
        {loading ? (
          <SkeletonGrid count={view.behaviour.skeletonCards} label={copy.results.loading} />
        ) : view.results.state === "error" ? (
          <ErrorState
            title={copy.results.errorTitle}
            subtitle={copy.results.errorSubtitle}
            action={{ label: copy.results.retry, href: view.results.retry, reloadDocument: true }}
          />
        ) : view.results.state === "empty" ? (
          <EmptyState title={copy.results.emptyTitle} description={copy.results.emptyBody} live />
        ) : (
          <>
            <p className={styles.count} role="status">
              {view.results.count}
            </p>
            <ArticleCardList cards={view.results.cards} headingLevel={2} />
            <Pagination
              className={styles.pagination}
              label={copy.pagination.label}
              page={view.results.page}
              pageCount={view.results.pageCount}
              hrefFor={(page) => pageHref(view, page)}
              previousLabel={copy.pagination.previous}
              nextLabel={copy.pagination.next}
              pageLabel={(page) => copy.pagination.page.replace("{page}", String(page))}
            />
          </>
        )}
      </section>
    </div>
  );
}
