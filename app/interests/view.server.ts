import type { TFunction } from "i18next";

import { loginHref } from "~/auth/return-address";
import {
  type ArticleBanner,
  articleBanner,
  firstTopics,
  THEMES_PER_PAGE,
  themesQuery,
} from "~/domain/interests/content-for-you";
import { formatMemberDay } from "~/format/dates";
import type { TopicsByGroup } from "~/services/interests/client.server";
import { type ThemesPage, TOPIC_GROUPS, type TopicGroup } from "~/services/interests/contract";

/**
 * Content for you's view models (spec 001 §2 §4 §5): every text finished on
 * the server (decision 0003). Each widget carries its own state: a list, its
 * empty state or its error state with a retry link, so one failing call
 * never takes the page down.
 */

type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** The page's own address with a changed query: the same view, linkable. */
export function withQuery(url: URL, changes: Record<string, string | null>): string {
  const params = new URLSearchParams(url.searchParams);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) params.delete(name);
    else params.set(name, value);
  }
  const search = params.toString();
  return `${url.pathname}${search ? `?${search}` : ""}`;
}

export const TOPICS_PARAM = "topics";
export const TOPICS_OPEN = "choose";

export interface BannerView {
  state: ArticleBanner;
  title: string;
  body: string;
  action: { label: string; href: string } | null;
}

/** The article banner: sign in and come back here; or choose topics (the modal); or nothing. */
export function bannerView(t: TFunction, url: URL, isLoggedIn: boolean, interests: string[] | null): BannerView {
  const state = articleBanner(isLoggedIn, interests);
  if (state === "none") return { state, title: "", body: "", action: null };
  if (state === "sign-in") {
    return {
      state,
      title: t("banner.signIn.title"),
      body: t("banner.signIn.body"),
      action: { label: t("banner.signIn.action"), href: loginHref(url) },
    };
  }
  return {
    state,
    title: t("banner.chooseTopics.title"),
    body: t("banner.chooseTopics.body"),
    action: { label: t("banner.chooseTopics.action"), href: withQuery(url, { [TOPICS_PARAM]: TOPICS_OPEN }) },
  };
}

export interface TopicsFormView {
  groups: { id: TopicGroup; legend: string; topics: { id: string; title: string; checked: boolean }[] }[];
  submissionKey: string;
  save: string;
  cancel: { label: string; href: string };
  instructions: string;
}

/** The checkboxes of the topics form, checked as saved (a form that came back in error shows what was posted instead). */
export function topicsFormView(
  t: TFunction,
  topics: TopicsByGroup,
  chosen: readonly string[],
  options: { submissionKey: string; closeHref: string },
): TopicsFormView {
  const selected = new Set(chosen);
  return {
    groups: TOPIC_GROUPS.filter((group) => topics[group].length > 0).map((group) => ({
      id: group,
      legend: t(`groups.${group}`),
      topics: topics[group].map((topic) => ({ id: topic.id, title: topic.title, checked: selected.has(topic.id) })),
    })),
    submissionKey: options.submissionKey,
    save: t("form.save"),
    cancel: { label: t("form.cancel"), href: options.closeHref },
    instructions: t("form.instructions"),
  };
}

export interface TopicsBlockView {
  heading: string;
  state: "list" | "empty" | "error";
  shown: string[];
  more: string | null;
  empty: string;
  error: { title: string; subtitle: string; action: { label: string; href: string } } | null;
  edit: { label: string; href: string } | null;
}

/** Topics of interest: the first 4 of the grower's topics, titled in the locale, and how many more. */
export function topicsBlockView(
  t: TFunction,
  url: URL,
  topics: Settled<TopicsByGroup>,
  interests: Settled<string[]>,
): TopicsBlockView {
  const base = {
    heading: t("topics.heading"),
    empty: t("topics.empty"),
    edit: { label: t("topics.edit"), href: withQuery(url, { panel: "preferences" }) },
  };
  if (!topics.ok || !interests.ok) {
    return {
      ...base,
      state: "error",
      shown: [],
      more: null,
      edit: null,
      error: {
        title: t("topics.error.title"),
        subtitle: t("topics.error.subtitle"),
        action: { label: t("retry"), href: withQuery(url, {}) },
      },
    };
  }
  const titles = new Map(TOPIC_GROUPS.flatMap((group) => topics.value[group].map((topic) => [topic.id, topic.title])));
  const named = interests.value.flatMap((id) => (titles.has(id) ? [titles.get(id)!] : []));
  const { shown, more } = firstTopics(named);
  return {
    ...base,
    state: named.length ? "list" : "empty",
    shown,
    more: more > 0 ? t("topics.more", { count: more }) : null,
    error: null,
  };
}

export interface ThemesView {
  heading: string;
  lead: string;
  state: "list" | "empty" | "error" | "no-topics";
  items: {
    id: string;
    title: string;
    summary: string;
    href: string;
    date: { text: string; iso: string };
    tags: string[];
  }[];
  empty: string;
  error: { title: string; subtitle: string; action: { label: string; href: string } } | null;
  page: number;
  pageCount: number;
  pagination: { label: string; previous: string; next: string; page: string };
  newWindow: string;
}

/** The grower's preferred themes: type C content for their topics, THEMES_PER_PAGE a page. */
export function themesView(
  t: TFunction,
  url: URL,
  page: number,
  topics: Settled<TopicsByGroup>,
  themes: Settled<ThemesPage> | null,
): ThemesView {
  const titles = topics.ok
    ? new Map(TOPIC_GROUPS.flatMap((group) => topics.value[group].map((topic) => [topic.id, topic.title])))
    : new Map<string, string>();
  const base = {
    heading: t("themes.heading"),
    lead: t("themes.lead", { count: THEMES_PER_PAGE }),
    empty: themes === null ? t("themes.noTopics") : t("themes.empty"),
    page,
    pageCount: 0,
    items: [],
    error: null,
    pagination: {
      label: t("themes.pagination.label"),
      previous: t("themes.pagination.previous"),
      next: t("themes.pagination.next"),
      page: t("themes.pagination.page", { page: "{page}" }),
    },
    newWindow: t("themes.newWindow"),
  };
  if (themes === null) return { ...base, state: "no-topics" };
  if (!themes.ok) {
    return {
      ...base,
      state: "error",
      error: {
        title: t("themes.error.title"),
        subtitle: t("themes.error.subtitle"),
        action: { label: t("retry"), href: withQuery(url, {}) },
      },
    };
  }
  const items = themes.value.data.map((item) => ({
    id: item.id,
    title: item.title,
    summary: item.summary,
    href: item.link,
    date: {
      text: t("themes.published", { date: formatMemberDay(item.date.slice(0, 10)) }),
      iso: item.date.slice(0, 10),
    },
    tags: item.tags.flatMap((tag) => (titles.has(tag) ? [titles.get(tag)!] : [])),
  }));
  return { ...base, state: items.length ? "list" : "empty", items, pageCount: themes.value.totalPages };
}

/** The topics the preferred-themes call asks for, or null when the grower has none (no call is made). */
export function themesRequest(
  topics: Settled<TopicsByGroup>,
  interests: Settled<string[]>,
  page: number,
): (Record<TopicGroup, string[]> & { page: number; perPage: number }) | null {
  if (!topics.ok || !interests.ok || interests.value.length === 0) return null;
  return { ...themesQuery(interests.value, topics.value), page, perPage: THEMES_PER_PAGE };
}
