import { type ActionFunctionArgs, redirect } from "@remix-run/node";
import { z } from "zod";

import { safeReturnAddress } from "~/auth/return-address";
import { bulletinRegion } from "~/domain/weather/bulletin";
import { readQuery } from "~/forms/read-query";
import { rememberRegion } from "~/weather/cookies.server";

/**
 * POST /api/weather/region: the bulletin player's region select (spec 002 §4). The region goes into the
 * user-region cookie and the grower goes back to the page at the player, on the region's first video (the page's
 * `video` parameter is dropped: a new region starts at its first bulletin). An unknown region is the default.
 */
const schema = z.object({ region: z.string().optional(), returnTo: z.string().optional() });

import { BULLETIN_ANCHOR } from "~/weather/bulletin-anchor";

export async function action({ request }: ActionFunctionArgs) {
  const { value } = readQuery(await request.formData(), schema);
  const url = new URL(safeReturnAddress(value.returnTo), "http://surco.invalid");
  url.searchParams.delete("video");
  return redirect(`${url.pathname}${url.search}#${BULLETIN_ANCHOR}`, {
    status: 303,
    headers: { "set-cookie": await rememberRegion(bulletinRegion(value.region)) },
  });
}

/** Nothing to see at this address: a GET goes home. */
export function loader() {
  return redirect("/", { status: 303 });
}
