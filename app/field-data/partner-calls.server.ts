import type { Locale } from "~/countries";
import { listFields } from "~/services/agronomy/client.server";
import type { Field } from "~/services/agronomy/contract";
import { log } from "~/services/log.server";

import { failedToFetch } from "./failed-to-fetch.server";

/** A partner call's answer, or the spec's "Failed to fetch …" text for its widget's error state (spec 000 §8). */
export type Fetched<V> = { ok: true; value: V } | { ok: false; detail: string };

/** Settles a partner call for one widget: a failure is logged and degrades that widget, never the page. */
export async function fetched<V>(what: string, call: Promise<V>): Promise<Fetched<V>> {
  try {
    return { ok: true, value: await call };
  } catch (error) {
    const detail = failedToFetch(what, error);
    log("warn", detail);
    return { ok: false, detail };
  }
}

/** The grower's fields at the agronomy partner (spec 000 §7), for the pages that choose one. */
export function fetchFields(token: string, locale: Locale, country: string): Promise<Fetched<Field[]>> {
  return fetched(
    "fields",
    listFields(token, locale, country).then((answer) => answer.results),
  );
}
