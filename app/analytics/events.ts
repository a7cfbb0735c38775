/**
 * The one way the browser records analytics events. There is no analytics
 * sink yet: events go to `window.dataLayer` when a tag manager put one there,
 * and nowhere otherwise. Tiny on purpose (it ships in route chunks).
 *
 * Brand picker (spec 000 §4): the first selection and a later change are
 * distinct events.
 */
export type AnalyticsEvent =
  | { event: "catalog_brand_first_selection"; brand: string }
  | { event: "catalog_brand_change"; from: string; brand: string };

/** The event for a brand becoming selected, given the one before (null: none yet). Same brand: nothing. */
export function brandSelectionEvent(previous: string | null, next: string): AnalyticsEvent | null {
  if (previous === null) return { event: "catalog_brand_first_selection", brand: next };
  if (previous === next) return null;
  return { event: "catalog_brand_change", from: previous, brand: next };
}

type Sink = { push: (event: AnalyticsEvent) => unknown };

export function track(event: AnalyticsEvent | null, sink: Sink | undefined = browserSink()): void {
  if (!event || !sink) return;
  try {
    sink.push(event);
  } catch {
    // Analytics must never break the page.
  }
}

function browserSink(): Sink | undefined {
  if (typeof window === "undefined") return undefined;
  return (window as unknown as { dataLayer?: Sink }).dataLayer;
}
