import { data as respond, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import type { SeedQualityOutcome } from "~/domain/catalog/seed-quality";
import { standLimits } from "~/domain/catalog/seeding-rate";
import { unitSystemOf } from "~/domain/fields/units";
import { formatNumber } from "~/format/numbers";
import { readQuery } from "~/forms/read-query";
import { localeOfPath } from "~/i18n/href";
import { i18nServer } from "~/i18n/i18next.server";
import { SCRIPTS } from "~/light/route-scripts";
import { passLoaderHeader } from "~/render/loader-header";
import { indexBareAddressOnly, metaFromLoader } from "~/seo/page-meta";
import { enforceRateLimit } from "~/services/rate-limit.server";
import { lookupCornBatch } from "~/services/seed-quality/client.server";

import { SeedQualityChecker, type SeedQualityCopy } from "./checker";
import { checkerSchema } from "./checker-url";

/**
 * Where the browser (JavaScript on) asks for a lot: the portal's own corn-batch endpoint (spec 000 §7,
 * /api/partners/cultivio/corn-batch/). Called without the trailing slash, its canonical form, to save the 301.
 */
export const CORN_BATCH_PATH = "/api/partners/cultivio/corn-batch";

/**
 * The seed-lot quality checker (spec 000 §2 §3 §4 §5 §8), a section of a
 * content page. Without JavaScript the form is a GET (?lot=…) and the result
 * renders in place; with it the browser asks the corn-batch endpoint and the
 * result opens in a side sheet. The code is trimmed and upper-cased on the
 * server whatever the browser sent; an empty code does nothing. Lookups are
 * rate-limited per client (shared with the corn-batch endpoint).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname)!;
  const t = await i18nServer.getFixedT(locale, "seed-quality");
  const { lot: code, stand, standText } = readQuery(url.searchParams, checkerSchema).value;
  const limits = standLimits(unitSystemOf(locale));
  const range = { min: formatNumber(locale, limits.min, 0), max: formatNumber(locale, limits.max, 0) };
  let outcome: SeedQualityOutcome | "rate-limited" | null = null;
  // The page renders its own 429 (the checker with a message): it keeps the limiter's Retry-After.
  let retryAfter = "";
  if (code) {
    try {
      await enforceRateLimit(context, "seed-quality");
      outcome = await lookupCornBatch(code, locale);
    } catch (error) {
      if (!(error instanceof Response && error.status === 429)) throw error;
      outcome = "rate-limited";
      retryAfter = error.headers.get("retry-after") ?? "60";
    }
  }
  const copy: SeedQualityCopy = {
    heading: t("checker.heading"),
    label: t("checker.label"),
    hint: t("checker.hint"),
    submit: t("checker.submit"),
    loading: t("checker.loading"),
    close: t("checker.close"),
    resultTitle: t("checker.resultTitle", { code: "{code}" }),
    resultDescription: t("checker.resultDescription"),
    error: t("seed-quality-erro-msg"),
    errors: {
      unknown: t("errors.unknown"),
      network: t("errors.network"),
      tooMany: t("errors.tooMany"),
      soybean: t("errors.soybean"),
      expired: t("errors.expired"),
      rejected: t("errors.rejected"),
    },
    fields: {
      hybrid: t("fields.hybrid"),
      grade: t("fields.grade"),
      germinationPower: t("fields.germinationPower"),
      recommendedPlate: t("fields.recommendedPlate"),
      doubles: t("fields.doubles"),
      failures: t("fields.failures"),
      pureSeed: t("fields.pureSeed"),
      dav: t("fields.dav"),
    },
    rate: {
      heading: t("rate.heading"),
      intro: t("rate.intro"),
      label: t("rate.label"),
      hint: t("rate.hint", range),
      submit: t("rate.submit"),
      result: t("rate.result", { seeds: "{seeds}" }),
      formula: t("rate.formula"),
      worked: t("rate.worked", {
        stand: "{stand}",
        germination: "{germination}",
        failures: "{failures}",
        seeds: "{seeds}",
      }),
      caveat: t("rate.caveat"),
      missing: t("rate.missing"),
      outOfRange: t("rate.outOfRange", range),
      unusable: t("rate.unusable"),
    },
  };
  const body = {
    locale,
    meta: { title: t("meta.title"), description: t("meta.description") },
    title: t("title"),
    lead: t("lead"),
    copy,
    endpoint: CORN_BATCH_PATH,
    lot: code,
    outcome,
    stand,
    standText,
    limits,
  };
  return outcome === "rate-limited" ? respond(body, { status: 429, headers: { "retry-after": retryAfter } }) : body;
}

export const headers = passLoaderHeader("retry-after");

// A lot's result page is the grower's own business: only the bare checker is indexed.
export const meta = metaFromLoader(indexBareAddressOnly("noindex, nofollow"));

/** Ships the client runtime: the lot checker and the seeding-rate helper validate and calculate live. */
export const handle = SCRIPTS;

export default function SeedQuality() {
  const data = useLoaderData<typeof loader>();
  return <SeedQualityChecker {...data} />;
}
