import { z } from "zod";

/**
 * The member-content upstream's contract (spec 001 §3 §7, spec 002 §7): the
 * topic lists, the grower's saved interests, the preferred themes (content of
 * type C filtered by topics) and the Cultivar data by email. Spec 002 §7 lists
 * "content for you, roles, cultivar data by email" among the calls whose paths
 * are not shown; the loyalty API's paths (/culture, /contents2u/{id}, …) are
 * kept as the spec names them, under INTERESTS_API_URL (decision 0026).
 * The client validates every answer with these schemas; the sandbox serves
 * data built from them.
 */

/** The three tag groups of the preferences (spec 001 §3: cultures, regions, editorials). */
export const TOPIC_GROUPS = ["cultures", "regions", "editorials"] as const;
export type TopicGroup = (typeof TOPIC_GROUPS)[number];

/** The spec's path per tag group: GET /culture, /cmsRegion, /editorial. */
export const TOPIC_PATHS: Record<TopicGroup, string> = {
  cultures: "culture",
  regions: "cmsRegion",
  editorials: "editorial",
};

/** One tag of a group, in the asked locale. */
const topic = z.object({ id: z.string().min(1).max(64), title: z.string().min(1) });
export type Topic = z.infer<typeof topic>;

/** GET /culture | /cmsRegion | /editorial ?locale= */
export const topicList = z.object({ data: z.array(topic) });

/** GET /contents2u/{base64 document}: the grower's saved interests (tag ids). */
export const memberInterests = z.object({ interests: z.array(z.string()) });

/** POST /contents2u/save/{base64 document} with Idempotency-Key: the whole set replaces the saved one. */
export const saveInterestsBody = z.object({ interests: z.array(z.string().min(1).max(64)).min(1).max(100) });

/** Content for you (spec 001 §3): data[] {id, title, summary, image, link, date, tags}. */
const contentItem = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  image: z.string().nullable(),
  link: z.string(),
  /** ISO date of publication. */
  date: z.string(),
  tags: z.array(z.string()),
});
export type ContentItem = z.infer<typeof contentItem>;

/** GET /aem-integration/preferred-themes/?cultures&regions&editorials&type=C&page&per_page&locale */
export const themesPage = z.object({
  data: z.array(contentItem),
  page: z.number().int().min(1),
  totalPages: z.number().int().min(0),
  totalItems: z.number().int().min(0),
});
export type ThemesPage = z.infer<typeof themesPage>;

/** Cultivar data by email (spec 000 §3, mocked in the original). */
export const cultivarData = z.object({
  type: z.string(),
  dueDate: z.object({ agronomicalPeriod: z.string(), date: z.string() }),
  declaredBatches: z.number().int().min(0),
  checkedBags: z.number().int().min(0),
  batches: z.array(
    z.object({
      lotname: z.string(),
      establishmentName: z.string(),
      sowingDate: z.string(),
      seededBags: z.number().int().min(0),
      checkedBags: z.number().int().min(0),
      campaign: z.string(),
      accidentOccurred: z.object({ type: z.string(), stage: z.string() }).nullable(),
    }),
  ),
  rtvcontact: z.array(z.object({ name: z.string(), email: z.string(), phoneNumber: z.string() })),
});
export type CultivarData = z.infer<typeof cultivarData>;

/** The grower's id travels base64-encoded in paths, as in the loyalty API (spec 000 §7). */
export function documentPathId(document: string): string {
  return encodeURIComponent(Buffer.from(document, "utf8").toString("base64"));
}
