import type { LoaderFunctionArgs } from "@remix-run/node";

import { memberDay } from "~/domain/loyalty/calendar";
import { toCsv } from "~/domain/loyalty/history-csv";
import { href } from "~/i18n/href";
import { openInvoices } from "~/invoices/open-invoices.server";

/**
 * GET {minhas-notas}.csv (issue 32): the "Minhas notas" list as a file, one invoice a row with the same words and
 * figures as the page. Not a member: the list page (its restricted-access page); the programme not answering: 503.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { access, locale, t, rows } = await openInvoices(request);
  if (access.kind === "not-member")
    return new Response(null, { status: 303, headers: { location: href(locale, "invoices")! } });
  if (!rows)
    return new Response(t("list.csvFailed"), {
      status: 503,
      headers: { "content-type": "text/plain; charset=utf-8", "retry-after": "60" },
    });
  const header = [
    "number",
    "key",
    "registered",
    "updated",
    "distributor",
    "status",
    "points",
    "reason",
    "movement",
  ].map((column) => t(`csv.${column}`));
  const lines = rows.map((row) => [
    row.number,
    row.accessKey,
    row.registered,
    row.updated,
    row.distributor,
    row.stateLabel,
    row.points,
    row.reason,
    row.movement?.number ?? null,
  ]);
  return new Response(toCsv(header, lines), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${t("csv.filename")}-${memberDay(new Date())}.csv"`,
      "cache-control": "private, no-store",
    },
  });
}
