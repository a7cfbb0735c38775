import { notFound } from "~/render/http-errors";

/**
 * Any address under a locale that no section claims. It throws the 404 that
 * the locale layout's ErrorBoundary renders inside the site's frame, the same
 * page every route's "not found" gets.
 */
export function loader() {
  throw notFound();
}

/** Never rendered (the loader always throws); it keeps this a page route, so the layout's boundary answers and not a bare 404. */
export default function LocaleNotFound() {
  return null;
}
