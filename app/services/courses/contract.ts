import { z } from "zod";

/**
 * The courses upstream (spec 001 §3: a course has an image, a category, a
 * title, units and a path). Paths and the module fields are ours
 * (docs/integrations/courses.md):
 *
 *   GET /courses?country=BR          the country's courses, newest first
 *   GET /courses/{slug}?country=BR   one course with its modules (404 when unknown)
 */

const COURSE_CATEGORIES = ["corn", "agronomic", "fields", "weather", "seeds"] as const;

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

const courseCard = z.object({
  /** The course's address under the gallery (spec: path). */
  path: slug,
  image: z.string().min(1),
  category: z.enum(COURSE_CATEGORIES),
  title: z.string().min(1),
  /** How many units (modules) it has. */
  units: z.number().int().min(1),
});
export type CourseCard = z.infer<typeof courseCard>;

export const courseList = z.object({ courses: z.array(courseCard) });
export type CourseList = z.infer<typeof courseList>;

const courseModule = z.object({
  title: z.string().min(1),
  /** Reading time in minutes. */
  minutes: z.number().int().min(1),
  /** The module's text, one paragraph per entry (plain text: the portal renders it, never as HTML). */
  paragraphs: z.array(z.string().min(1)).min(1),
});

export const course = courseCard.extend({
  summary: z.string(),
  modules: z.array(courseModule).min(1),
});
export type Course = z.infer<typeof course>;
