import { z } from "zod";

import type { Locale } from "~/countries";
import { env } from "~/env.server";
import type { Deliver } from "~/store/outbox-rules.server";

import { cache, cacheKey, LIFETIMES } from "../cache.server";
import { http } from "../http.server";
import {
  type CultivarData,
  cultivarData,
  documentPathId,
  memberInterests,
  saveInterestsBody,
  type ThemesPage,
  themesPage,
  type Topic,
  TOPIC_GROUPS,
  TOPIC_PATHS,
  type TopicGroup,
  topicList,
} from "./contract";

/**
 * The member-content upstream's calls (decision 0026). Topic lists are the
 * same for every grower: cached per locale like the loyalty recommendations
 * (59 minutes). The saved interests are read fresh on every page (a grower who
 * just saved must see the new set); the preferred themes are cached per grower,
 * topics and page for a few minutes (the key changes with the topics). Cultivar
 * data is stale after 10 minutes (spec 000 §9).
 */
const UPSTREAM = "interests";
const THEMES_TTL_MS = 300_000;
const CULTIVAR_TTL_MS = 600_000;

function endpoint(path: string, query: Record<string, string | number | null> = {}): URL {
  const url = new URL(path.replace(/^\//, ""), env.INTERESTS_API_URL.replace(/\/?$/, "/"));
  for (const [key, value] of Object.entries(query)) if (value !== null) url.searchParams.set(key, String(value));
  return url;
}

export type TopicsByGroup = Record<TopicGroup, Topic[]>;

/** GET /culture, /cmsRegion, /editorial: every topic a grower may choose, by group. */
export function getTopics(locale: Locale): Promise<TopicsByGroup> {
  return cache.get(
    cacheKey({ upstream: UPSTREAM, call: "topics", locale }),
    {
      ttlMs: LIFETIMES.loyaltyRecommendations,
      staleMs: LIFETIMES.loyaltyRecommendations * 6,
      name: "interests-topics",
    },
    async () => {
      const lists = await Promise.all(
        TOPIC_GROUPS.map((group) =>
          http.request({
            upstream: UPSTREAM,
            name: `interests-${TOPIC_PATHS[group]}`,
            url: endpoint(TOPIC_PATHS[group], { locale }),
            schema: topicList,
            timeoutMs: 2_500,
            deadlineMs: 4_000,
          }),
        ),
      );
      return Object.fromEntries(TOPIC_GROUPS.map((group, i) => [group, lists[i].data])) as TopicsByGroup;
    },
  );
}

/** GET /contents2u/{id}: the grower's saved interests (topic ids), never cached. */
export async function getInterests(document: string): Promise<string[]> {
  const answer = await http.request({
    upstream: UPSTREAM,
    name: "interests-member",
    url: endpoint(`contents2u/${documentPathId(document)}`),
    schema: memberInterests,
    timeoutMs: 2_500,
    deadlineMs: 4_000,
  });
  return answer.interests;
}

/** GET /aem-integration/preferred-themes/: one page of type-C content for the grower's topics. */
export function getPreferredThemes(
  document: string,
  locale: Locale,
  query: Record<TopicGroup, readonly string[]> & { page: number; perPage: number },
): Promise<ThemesPage> {
  const params = {
    cultures: query.cultures.join(","),
    regions: query.regions.join(","),
    editorials: query.editorials.join(","),
    type: "C",
    page: query.page,
    per_page: query.perPage,
    locale,
  };
  return cache.get(
    cacheKey({ upstream: UPSTREAM, call: "themes", locale, user: document, params }),
    { ttlMs: THEMES_TTL_MS, staleMs: THEMES_TTL_MS * 6, name: "interests-themes" },
    () =>
      http.request({
        upstream: UPSTREAM,
        name: "interests-themes",
        url: endpoint("aem-integration/preferred-themes/", params),
        schema: themesPage,
        timeoutMs: 2_500,
        deadlineMs: 4_000,
      }),
  );
}

/** GET /cultivar/{email}: the grower's Cultivar data, or null when the programme has none (404). */
export function getCultivarData(email: string, locale: Locale): Promise<CultivarData | null> {
  return cache.get(
    cacheKey({ upstream: UPSTREAM, call: "cultivar", locale, user: email }),
    { ttlMs: CULTIVAR_TTL_MS, staleMs: CULTIVAR_TTL_MS * 3, name: "interests-cultivar" },
    async () => {
      try {
        return await http.request({
          upstream: UPSTREAM,
          name: "interests-cultivar",
          url: endpoint(`cultivar/${encodeURIComponent(email.toLowerCase())}`),
          schema: cultivarData,
          timeoutMs: 2_500,
          deadlineMs: 4_000,
        });
      } catch (error) {
        if ((error as { status?: number }).status === 404) return null;
        throw error;
      }
    },
  );
}

/** What the outbox keeps of a saved set: whose, and the whole set (it replaces the saved one). */
const interestsSubmission = saveInterestsBody.extend({ document: z.string().min(1) });

/**
 * The outbox's delivery for kind "interests": POST /contents2u/save/{id} with
 * the submission's key as Idempotency-Key, so a repeated delivery is one change.
 */
export const deliverInterests: Deliver = async (payload, { key }) => {
  const { document, interests } = interestsSubmission.parse(payload);
  await http.request({
    upstream: UPSTREAM,
    name: "interests-save",
    url: endpoint(`contents2u/save/${documentPathId(document)}`),
    method: "POST",
    headers: { "idempotency-key": key },
    body: { interests },
    schema: memberInterests,
    timeoutMs: 10_000,
    deadlineMs: 10_000,
  });
};
