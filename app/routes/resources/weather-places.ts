import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";

import { type Locale, LOCALES } from "~/countries";
import { AUTOCOMPLETE_MIN_CHARACTERS, orderPredictions } from "~/domain/weather/autocomplete";
import { readQuery } from "~/forms/read-query";
import { i18nServer } from "~/i18n/i18next.server";
import { log } from "~/services/log.server";
import { predictPlaces } from "~/services/weather/client.server";

/**
 * GET /api/weather/places?locale=es-AR&q=perg: the weather widget's address suggestions (spec 002 §5), in the
 * locale's country, localities and postal codes only, country-name matches first. The browser never talks to the
 * maps service: no key to leak, and the same answers with or without JavaScript. A maps failure is logged and
 * answered as `problem: "server"` (the widget's server error); suggestions are public and cached a few minutes.
 */
const schema = z.object({
  locale: z.string().optional(),
  q: z.string().trim().max(100).default(""),
});

export type PlaceSuggestions =
  | { suggestions: { placeId: string; description: string }[]; problem?: undefined }
  | { suggestions: []; problem: "server" };

/** A plain JSON response: the browser's own fetch reads it (not a Remix data request). */
function answer(body: PlaceSuggestions, init: { headers: Record<string, string> }): Response {
  return Response.json(body, init);
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { value } = readQuery(new URL(request.url).searchParams, schema);
  const locale = (LOCALES as readonly string[]).includes(value.locale ?? "") ? (value.locale as Locale) : null;
  if (!locale || value.q.length < AUTOCOMPLETE_MIN_CHARACTERS)
    return answer({ suggestions: [] }, { headers: { "cache-control": "no-store" } });
  try {
    const t = await i18nServer.getFixedT(locale, "weather");
    const ordered = orderPredictions(await predictPlaces(locale, value.q), t("countryName"));
    return answer(
      { suggestions: ordered.map(({ placeId, description }) => ({ placeId, description })) },
      { headers: { "cache-control": "public, max-age=300" } },
    );
  } catch (error) {
    log("warn", "Weather place suggestions failed", { error: String(error) });
    return answer({ suggestions: [], problem: "server" }, { headers: { "cache-control": "no-store" } });
  }
}
