import { type ActionFunctionArgs, data, redirect } from "@remix-run/node";
import { z } from "zod";

import { safeReturnAddress } from "~/auth/return-address";
import { closeBanner } from "~/banners/closed-banners.server";
import { isBannerId } from "~/domain/banners/info-banners";
import { readQuery } from "~/forms/read-query";

/**
 * POST /api/banners/close: a campaign banner's 'Fechar' (spec 001 §4). The id
 * goes into the closed-banners cookie (decision 0027); the grower goes back to
 * the page they were on (303), or, from the enhanced form (`stay`), gets a
 * small answer and stays where they are. An id that is not one is ignored.
 */
const closeSchema = z.object({
  id: z.string().optional(),
  returnTo: z.string().optional(),
  stay: z.string().optional(),
});

export async function action({ request }: ActionFunctionArgs) {
  const { id, returnTo, stay } = readQuery(await request.formData(), closeSchema).value;
  const headers = isBannerId(id) ? { "set-cookie": await closeBanner(request, id) } : undefined;
  if (stay) return data({ closed: isBannerId(id) ? id : null }, { headers });
  return redirect(safeReturnAddress(returnTo), { status: 303, headers });
}

/** Nothing to see at this address: a GET goes home. */
export function loader() {
  return redirect("/", { status: 303 });
}
