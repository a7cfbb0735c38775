import { z } from "zod";

import { pageCeiling, pageParam } from "../paging";

/**
 * Content for you's rules (spec 001 §2 §4 §5 §9, spec 002 §2 §4): the topics
 * block shows the first 4 of the grower's topics, the preferred themes are
 * content of type C, 6 a page, and the article banner has three states.
 */

/** Topics of interest: the first 4 are shown (spec 001 §2, 002 §9). */
export const TOPICS_SHOWN = 4;
/** Preferred themes per page (spec 001 §9, 000 §9). */
export const THEMES_PER_PAGE = 6;

/** The first TOPICS_SHOWN topics, and how many more the grower has. */
export function firstTopics<T>(topics: readonly T[]): { shown: T[]; more: number } {
  return { shown: topics.slice(0, TOPICS_SHOWN), more: Math.max(0, topics.length - TOPICS_SHOWN) };
}

/**
 * The preferred-themes query: the grower's topic ids split into the spec's
 * three groups (an id no group knows is dropped: a topic retired upstream).
 */
export function themesQuery<Group extends string>(
  interests: readonly string[],
  groups: Record<Group, readonly { id: string }[]>,
): Record<Group, string[]> {
  const chosen = new Set(interests);
  return Object.fromEntries(
    Object.entries(groups).map(([group, topics]) => [
      group,
      (topics as readonly { id: string }[]).filter((topic) => chosen.has(topic.id)).map((topic) => topic.id),
    ]),
  ) as Record<Group, string[]>;
}

/** The page's query: `page` of the preferred themes, and whether a panel is open (state in the URL). */
export const contentForYouQuery = z.object({
  page: pageParam(pageCeiling(THEMES_PER_PAGE)),
  panel: z.enum(["preferences"]).optional().catch(undefined),
});

/**
 * The article banner (spec 001 §4, 002 §4): logged out, a sign-in that comes
 * back here; logged in without interests, a way to choose topics; nothing when
 * the grower already has interests, or when we cannot tell (the upstream did
 * not answer: better no banner than one asking for what they may have done).
 */
export type ArticleBanner = "sign-in" | "choose-topics" | "none";

export function articleBanner(isLoggedIn: boolean, interests: readonly string[] | null): ArticleBanner {
  if (!isLoggedIn) return "sign-in";
  if (interests === null || interests.length > 0) return "none";
  return "choose-topics";
}
