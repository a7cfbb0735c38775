/**
 * The suggestion banner's links (spec 001 §2, 002 §2): they lead to the
 * campaign centre (/campanhas in Brazil, the locale's equivalent elsewhere)
 * with utm_source=sugestao, so the campaign centre can count the visits the
 * banner brings. A link that already has a query keeps it (the simulator's);
 * a utm_source it had is replaced, never doubled.
 */
const SUGGESTION_SOURCE = "sugestao";

export function withSuggestionSource(link: string): string {
  const absolute = /^[a-z][a-z0-9+.-]*:\/\//i.test(link);
  const url = new URL(link, "https://portal.invalid");
  url.searchParams.set("utm_source", SUGGESTION_SOURCE);
  return absolute ? url.href : `${url.pathname}${url.search}${url.hash}`;
}
