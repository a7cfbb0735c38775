import type { ZodType } from "zod";

import { countryOf, type Locale } from "~/countries";
import { env } from "~/env.server";

import { cache, cacheKey } from "../cache.server";
import { isUpstreamError } from "../errors";
import { http } from "../http.server";
import { type Course, course, type CourseList, courseList } from "./contract";

/**
 * The courses upstream (docs/integrations/courses.md): the country's course
 * gallery and each course with its modules. Public content, the same for every
 * grower of a country: cached per locale for 30 minutes (the spec gives no
 * lifetime; courses change with a publication, not with a grower), stale for a
 * day while the upstream is down. Throws UpstreamError.
 */
const UPSTREAM = "courses";
const TTL_MS = 1_800_000;
const POLICY = { ttlMs: TTL_MS, staleMs: TTL_MS * 48 };

function get<T>(call: string, path: string, schema: ZodType<T>, locale: Locale): Promise<T> {
  const url = new URL(path.replace(/^\//, ""), `${env.COURSES_API_URL.replace(/\/?$/, "/")}`);
  url.searchParams.set("country", countryOf(locale).code);
  return http.request({
    upstream: UPSTREAM,
    name: `courses-${call}`,
    url,
    schema,
    timeoutMs: 2_500,
    deadlineMs: 4_000,
  });
}

/** GET /courses: the gallery, newest first. */
export function listCourses(locale: Locale): Promise<CourseList> {
  return cache.get(cacheKey({ upstream: UPSTREAM, call: "list", locale }), { ...POLICY, name: "courses-list" }, () =>
    get("list", "/courses", courseList, locale),
  );
}

/** GET /courses/{slug}: one course with its modules, or null when the country has no such course. */
export function getCourse(locale: Locale, slug: string): Promise<Course | null> {
  return cache.get(
    cacheKey({ upstream: UPSTREAM, call: "course", locale, params: { slug } }),
    { ...POLICY, name: "courses-course", isMissing: (value: Course | null) => value === null },
    async () => {
      try {
        return await get("course", `/courses/${encodeURIComponent(slug)}`, course, locale);
      } catch (error) {
        if (isUpstreamError(error) && error.status === 404) return null;
        throw error;
      }
    },
  );
}
