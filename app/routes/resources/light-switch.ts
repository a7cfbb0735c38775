import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { z } from "zod";

import { safeReturnAddress } from "~/auth/return-address";
import { readQuery } from "~/forms/read-query";
import { lightChoiceCookie } from "~/light/light-mode.server";

/**
 * GET /api/light?on=1|0&returnTo=/pt-br/...: the footer's "light version" and
 * "full version" links (issue 16), plain links that work without JavaScript.
 * The choice goes into a cookie for a year, and the grower goes back (303) to
 * the page they were on, or home when that address is not a path of ours.
 * Anything but on=1 is the full version.
 */
const switchSchema = z.object({
  on: z.string().optional(),
  returnTo: z.string().optional(),
});

export function loader({ request }: LoaderFunctionArgs) {
  const { on, returnTo } = readQuery(new URL(request.url).searchParams, switchSchema).value;
  return redirect(safeReturnAddress(returnTo), {
    status: 303,
    headers: { "set-cookie": lightChoiceCookie(on === "1"), "cache-control": "no-store" },
  });
}
