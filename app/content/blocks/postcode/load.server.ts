import { isFlagOn } from "~/auth/gates";
import type { BlockLoadArgs } from "~/content/block-loaders.server";
import { type CountryConfig, countryOf } from "~/countries";
import { postcodeQuery } from "~/domain/postcode/postcode-query";
import { formatDayMonth } from "~/format/dates";
import { formatUpTo } from "~/format/numbers";
import { readQuery, typed } from "~/forms/read-query";
import { i18nServer } from "~/i18n/i18next.server";
import { recommendationForPostcode } from "~/services/crop-advisor/client.server";
import { log } from "~/services/log.server";

import type { PostcodeBlockData } from "./schema";

/** Where the widget's form and links bring the grower back to. */
const POSTCODE_ANCHOR = "cep";

export interface PostcodeView {
  anchor: string;
  title: string;
  lead: string;
  form: {
    action: string;
    label: string;
    hint: string;
    submit: string;
    value: string;
    error: string | null;
  };
  /** The input over a found postcode: the change-postcode modal (in place without JavaScript). */
  change: { open: boolean; label: string; href: string; title: string; close: string; closeHref: string } | null;
  found: {
    place: string;
    heading: string;
    region: string;
    columns: { crop: string; product: string; cycle: string; sowing: string };
    crops: { crop: string; product: string; cycle: string; sowing: string }[];
  } | null;
  error: { title: string; subtitle: string; retry: string; href: string } | null;
}

/**
 * The widget as the address asks for it (decision 0043): `?cep=` as typed, with or without the mask; a found CEP's
 * recommendation; 'CEP não encontrado' or the format error next to the field with the text kept; the upstream
 * failing is the widget's own error with a retry link. Flag global-widget-magoya off: nothing (null).
 */
export async function postcodeView(
  block: PostcodeBlockData,
  { locale, url }: Pick<BlockLoadArgs, "locale" | "url">,
  country: Pick<CountryConfig, "flags"> = countryOf(locale),
): Promise<PostcodeView | null> {
  if (!isFlagOn(country, "global-widget-magoya")) return null;
  const t = await i18nServer.getFixedT(locale, "postcode");
  const anchor = block.id ?? POSTCODE_ANCHOR;
  const reading = readQuery(url.searchParams, postcodeQuery);
  const { cep, alterar } = reading.value;
  const here = (params: Record<string, string>) => {
    const next = new URL(url);
    next.searchParams.delete("cep");
    next.searchParams.delete("alterar");
    for (const [name, value] of Object.entries(params)) next.searchParams.set(name, value);
    return `${next.pathname}${next.search}#${anchor}`;
  };
  const view: PostcodeView = {
    anchor,
    title: block.title ?? t("title"),
    lead: block.lead ?? t("lead"),
    form: {
      action: `${url.pathname}#${anchor}`,
      label: t("label"),
      hint: t("hint"),
      submit: t("submit"),
      value: cep ?? typed(reading.reply, "cep"),
      error: reading.errors.cep ? t("errors.format") : null,
    },
    change: null,
    found: null,
    error: null,
  };
  if (!cep) return view;
  let answer;
  try {
    answer = await recommendationForPostcode(locale, cep);
  } catch (error) {
    log("warn", "Postcode recommendation failed", { error: String(error) });
    return {
      ...view,
      error: {
        title: t("errors.serverTitle"),
        subtitle: t("errors.serverSubtitle"),
        retry: t("retry"),
        // No fragment: a link to this very address plus a fragment would only scroll, never ask again.
        href: `${url.pathname}${url.search}`,
      },
    };
  }
  if (answer.kind === "not-found") return { ...view, form: { ...view.form, error: t("errors.notFound") } };
  const sowing = (from: string, to: string) =>
    t("sowing", { from: formatDayMonth(locale, `2026-${from}`), to: formatDayMonth(locale, `2026-${to}`) });
  return {
    ...view,
    change: {
      open: alterar === "1",
      label: t("change"),
      href: here({ cep, alterar: "1" }),
      title: t("changeTitle"),
      close: t("close"),
      closeHref: here({ cep }),
    },
    found: {
      place: answer.place,
      heading: t("foundHeading", { place: answer.place, cep }),
      region: t("region", { region: answer.recommendation.region }),
      columns: {
        crop: t("columns.crop"),
        product: t("columns.product"),
        cycle: t("columns.cycle"),
        sowing: t("columns.sowing"),
      },
      crops: answer.recommendation.crops.map((crop) => ({
        crop: t(`crops.${crop.crop}`),
        product: crop.product,
        cycle: t(`cycles.${crop.crop}`, { cycle: formatUpTo(locale, crop.cycle, 1) }),
        sowing: sowing(crop.sowing.from, crop.sowing.to),
      })),
    },
  };
}

/** The block's server load: the widget's view, or null when the country turns the flag off. */
export function loadPostcode(block: PostcodeBlockData, args: BlockLoadArgs) {
  return postcodeView(block, args);
}
