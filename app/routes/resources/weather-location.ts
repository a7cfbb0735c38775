import { type ActionFunctionArgs, redirect } from "@remix-run/node";
import { z } from "zod";

import { safeReturnAddress } from "~/auth/return-address";
import { type Locale, LOCALES } from "~/countries";
import { readQuery } from "~/forms/read-query";
import { choosePlace, type PlaceRequest } from "~/weather/choose-place.server";
import { forgetLocation, rememberLocation } from "~/weather/cookies.server";
import { weatherReturnAddress } from "~/weather/return-address";

/**
 * POST /api/weather/location: the weather widget's one form (spec 002 §4, decision 0037). Without JavaScript the
 * grower types a town or a postcode (intent=search); with it, picks a suggestion (intent=place) or shares the
 * device's position (intent=position); the change-location button is intent=clear. A chosen place goes into the
 * cookie; then 303 back to the page, at the widget, with the problem and what was typed in the address when there
 * is one, so the error shows next to the field with the text kept, and the page answers 200 all the same.
 */
const schema = z.object({
  intent: z.enum(["search", "place", "position", "clear"]).default("search"),
  locale: z.string().optional(),
  returnTo: z.string().optional(),
  q: z.string().trim().max(100).default(""),
  placeId: z.string().trim().max(100).default(""),
  lat: z.coerce.number().min(-90).max(90).optional(),
  lng: z.coerce.number().min(-180).max(180).optional(),
});

function placeRequest(value: z.output<typeof schema>): PlaceRequest | null {
  if (value.intent === "place" && value.placeId) return { intent: "place", placeId: value.placeId };
  if (value.intent === "position" && value.lat !== undefined && value.lng !== undefined)
    return { intent: "position", lat: value.lat, lng: value.lng };
  if (value.q) return { intent: "search", q: value.q };
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  const { value } = readQuery(await request.formData(), schema);
  const page = safeReturnAddress(value.returnTo);
  const locale = (LOCALES as readonly string[]).includes(value.locale ?? "") ? (value.locale as Locale) : null;
  if (value.intent === "clear")
    return redirect(weatherReturnAddress(page), { status: 303, headers: { "set-cookie": await forgetLocation() } });
  const asked = placeRequest(value);
  if (!locale || !asked) return redirect(weatherReturnAddress(page, { problem: "inline", typed: value.q }), 303);
  const choice = await choosePlace(locale, asked);
  if ("problem" in choice)
    return redirect(weatherReturnAddress(page, { problem: choice.problem, typed: value.q }), 303);
  return redirect(weatherReturnAddress(page), {
    status: 303,
    headers: { "set-cookie": await rememberLocation(choice.location) },
  });
}

/** Nothing to see at this address: a GET goes home. */
export function loader() {
  return redirect("/", { status: 303 });
}
