/**
 * The course gallery (spec 001 §4 §9): 8 courses, then 8 more each time the
 * grower asks for more. The step lives in the URL (?page=2 shows 16), so a
 * longer gallery can be linked and works without JavaScript.
 */
export const COURSE_GALLERY_STEP = 8;

/** How many courses page `page` shows, and the page that shows more (null when all are shown). */
export function galleryWindow(total: number, page: number): { shown: number; nextPage: number | null } {
  const shown = Math.min(Math.max(0, total), Math.max(1, page) * COURSE_GALLERY_STEP);
  return { shown, nextPage: shown < total ? Math.ceil(shown / COURSE_GALLERY_STEP) + 1 : null };
}
