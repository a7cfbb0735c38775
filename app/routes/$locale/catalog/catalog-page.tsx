import { useNavigation } from "@remix-run/react";

import { container } from "~/ui/layout.css";
import { Tabs } from "~/ui/tabs/tabs";

import { BrandPicker } from "./brand-picker";
import * as styles from "./catalog.css";
import type { CatalogPageData } from "./catalog-data.server";
import { FilterBar } from "./filter-bar";
import { LetterBar } from "./letter-bar";
import { Results } from "./results";
import { SearchBox } from "./search-box";

/** Every text of the catalogue page, translated by the loader. */
export interface CatalogCopy {
  title: string;
  lead: string;
  brand: {
    label: string;
    change: string;
    choose: string;
    confirmTitle: string;
    /** The same title with "{brand}" left in, for the dialog JavaScript opens. */
    confirmTitleFor: string;
    confirmBody: string;
    continue: string;
    cancel: string;
  };
  search: { label: string; placeholder: string; submit: string; hintEnter: string };
  tabsLabel: string;
  letters: { label: string; all: string; disabled: string };
  filters: {
    label: string;
    all: string;
    allClose: string;
    apply: string;
    bio: string;
    reset: string;
    searchIn: string;
    noMatch: string;
    active: string;
    selected: string;
  };
  results: {
    label: string;
    viewLabel: string;
    grid: string;
    table: string;
    loading: string;
    emptyTitle: string;
    emptyBody: string;
    emptyAction: string;
    product: string;
    description: string;
    downloads: string;
    showMore: string;
    moreDownloads: string;
    noDownloads: string;
    opensNewWindow: string;
  };
}

const RESULTS_ID = "catalog-results";

export interface CatalogPageProps {
  copy: CatalogCopy;
  data: CatalogPageData;
  showTabs: boolean;
}

/**
 * The catalogue: brand, search, tabs, A–Z letters, facets, then the results.
 * While JavaScript navigates to another view of this page, the results show
 * skeleton cards (spec 002 §9: 4).
 */
export function CatalogPage({ copy, data, showTabs }: CatalogPageProps) {
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location?.pathname === data.basePath;
  const loadingMore =
    loading &&
    new URLSearchParams(navigation.location?.search).get("page") !== null &&
    Number(new URLSearchParams(navigation.location?.search).get("page")) === data.query.page + 1;
  const current = data.tabs.find((tab) => tab.id === data.query.tab)!;
  return (
    <div className={`${container} ${styles.page}`}>
      <header className={styles.header}>
        <h1 className={styles.title}>{copy.title}</h1>
        <p className={styles.lead}>{copy.lead}</p>
      </header>
      {data.brand.current ? <BrandPicker brand={data.brand} copy={copy.brand} /> : null}
      <SearchBox data={data} copy={copy.search} />
      {showTabs ? <Tabs label={copy.tabsLabel} current={current.id} items={data.tabs} controls={RESULTS_ID} /> : null}
      <LetterBar data={data} copy={copy.letters} />
      <FilterBar data={data} copy={copy.filters} />
      <Results
        data={data}
        copy={copy.results}
        id={RESULTS_ID}
        loading={loading && !loadingMore}
        loadingMore={loadingMore}
      />
    </div>
  );
}
