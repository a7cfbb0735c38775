import { z } from "zod";

import { readQuery } from "~/forms/read-query";

/**
 * The dashboard's query string: the season of the GET form (?temporada=), the
 * map's crop (?cultivo=) and the retry flag of its error state (?reintentar=1). A season the grower does
 * not have falls back to their first one (chooseSeason), as a select offers
 * nothing else to correct.
 */
const dashboardQuerySchema = z.object({
  temporada: z.string().trim().optional(),
  /** The crop the field map colours by (issue 31); unknown or absent: the season's largest crop. */
  cultivo: z.string().trim().max(40).optional(),
  reintentar: z
    .string()
    .optional()
    .transform((flag) => flag !== undefined),
});

export type DashboardQuery = { season: string; retry: boolean; crop: string };

export function readDashboardQuery(params: URLSearchParams): DashboardQuery {
  // Only a repeated key fails: that key is then read as absent.
  const { value } = readQuery(params, dashboardQuerySchema);
  return { season: value.temporada ?? "", retry: value.reintentar, crop: value.cultivo ?? "" };
}

/** The season shown: the one asked for when the grower has it, else their first (none when they have none). */
export function chooseSeason(seasons: readonly string[], asked: string): string {
  return seasons.includes(asked) ? asked : (seasons[0] ?? "");
}

/** The page itself without the retry flag: where "check again" and the connect page's way back lead. */
export function calmHref(url: URL): string {
  const calm = new URLSearchParams(url.searchParams);
  calm.delete("reintentar");
  return calm.size ? `${url.pathname}?${calm.toString()}` : url.pathname;
}

/** The error state's retry: the season shown, with the flag that runs the sync again. */
export function retryHref(pathname: string, season: string): string {
  const query = new URLSearchParams({ ...(season ? { temporada: season } : {}), reintentar: "1" });
  return `${pathname}?${query.toString()}`;
}
