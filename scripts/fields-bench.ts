/**
 * The field-data pages in `npm run bench` (issue 4): the dashboard and the
 * recommendations page are personal, so the bench signs the connected demo
 * grower in and measures them with that session (the field-view token cookie
 * is issued on the first page). The recommendations page is the only one that
 * loads the chart library; its JS is reported beside the dashboard's.
 */
import { loyaltySession, measurePersonalPage } from "./loyalty-bench";
import type { PageWeight } from "./page-weight";

export const FIELDS_BENCH = {
  grower: "ar.conectado@surco.example",
  pages: ["/es-ar/mis-campos", "/es-ar/mis-campos/recomendaciones", "/es-ar/mis-campos/preceon"],
  lighthouse: ["/es-ar/mis-campos", "/es-ar/mis-campos/recomendaciones"],
} as const;

export function fieldsSession(origin: string): Promise<string> {
  return loyaltySession(origin, FIELDS_BENCH.grower, "/es-ar/mis-campos");
}

export async function measureFieldPages(origin: string, cookie: string): Promise<PageWeight[]> {
  const weights: PageWeight[] = [];
  for (const page of FIELDS_BENCH.pages) weights.push(await measurePersonalPage(origin, page, cookie));
  return weights;
}
