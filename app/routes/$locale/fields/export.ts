import type { LoaderFunctionArgs } from "@remix-run/node";

import { sessionUser } from "~/auth/user.server";
import { countryOf } from "~/countries";
import { mayUseFieldData } from "~/field-data/allow-list.server";
import { isExportOwner } from "~/field-data/export-link.server";
import { fetchFields } from "~/field-data/partner-calls.server";
import { seasonRecords } from "~/field-data/season-records.server";
import { localeOfPath } from "~/i18n/href";
import { i18nServer } from "~/i18n/i18next.server";
import { siteNotFound } from "~/render/site-not-found.server";
import { fieldViewAccess } from "~/services/field-view/access.server";
import { fetchDashboard, getUserInfo } from "~/services/field-view/client.server";
import { log } from "~/services/log.server";

import { csvFile, geoJsonFile, type ReadSeason } from "./export-files.server";

/**
 * GET <field export>/<owner key>/<season | all>.<geojson | csv> (issue 31, item 4; export-link.server.ts): the
 * grower's fields with their boundaries and season figures, for the season the dashboard shows or every season
 * the partner has. Only the session of the grower the key was made for opens it; anyone else (another grower,
 * someone signed out, a key or a file name that is not one) gets the site's 404. A partner that cannot answer
 * is a 503 with a short text: a file missing a season would pass for the whole.
 */
const TYPES = { geojson: "application/geo+json", csv: "text/csv; charset=utf-8" } as const;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname)!;
  const user = await sessionUser(request);
  const owner =
    user &&
    mayUseFieldData(countryOf(locale).flags.fieldDataAllowList, user.email) &&
    isExportOwner(params.owner ?? "", user.email);
  if (!owner) return siteNotFound(request, context);
  const t = await i18nServer.getFixedT(locale, "fields");
  const file = new RegExp(`^(\\d{4}|${t("export.all")})\\.(geojson|csv)$`).exec(params.file ?? "");
  if (!file) return siteNotFound(request, context);
  const scope = file[1]!;
  const format = file[2] as keyof typeof TYPES;
  const unavailable = () =>
    new Response(t("export.failed"), {
      status: 503,
      headers: {
        "content-type": "text/plain; charset=utf-8",
        "retry-after": "60",
        "cache-control": "private, no-store",
      },
    });
  // The owner's own file while the partner cannot be reached is "try again", not a page that does not exist.
  const access = await fieldViewAccess(request, user.email);
  if (!access.connected) return access.unavailable ? unavailable() : siteNotFound(request, context);
  let seasons: string[];
  try {
    ({ seasons } = await getUserInfo(access.token, locale));
  } catch (error) {
    log("warn", "Failed to fetch field view data", { reason: (error as Error).message });
    return unavailable();
  }
  const wanted = scope === t("export.all") ? seasons : seasons.filter((season) => season === scope);
  if (!wanted.length) return siteNotFound(request, context);
  const [records, fields] = await Promise.all([
    seasonRecords(wanted, (season) => fetchDashboard(access.token, [season])),
    fetchFields(access.token, locale, countryOf(locale).code),
  ]);
  const read = records.flatMap((r): ReadSeason[] => (r.read ? [r] : []));
  if (read.length < records.length || !fields.ok) return unavailable();
  const body = format === "geojson" ? geoJsonFile(fields.value, read) : csvFile(t, locale, fields.value, read);
  const headers = new Headers({
    "content-type": TYPES[format],
    "content-disposition": `attachment; filename="${t("export.filename")}-${scope}.${format}"`,
    "cache-control": "private, no-store",
  });
  if (access.setCookie) headers.append("set-cookie", access.setCookie);
  return new Response(body, { headers });
}
