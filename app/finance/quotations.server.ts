import { randomUUID } from "node:crypto";

import type { TFunction } from "i18next";
import { LRUCache } from "lru-cache";

import { sessionUser } from "~/auth/user.server";
import { countryOf, type Locale } from "~/countries";
import { shownItems } from "~/domain/finance/quotation";
import { formatQuote, formatQuoteDate, formatRate, quoteIsoDate } from "~/format/finance";
import { href } from "~/i18n/href";
import { i18nServer } from "~/i18n/i18next.server";
import {
  getCentralBankRate,
  getDefaultQuotations,
  getMarketQuotation,
  getQuotations,
} from "~/services/finance/client.server";
import type { QuotationGroups, QuotationItem } from "~/services/finance/contract";
import { log } from "~/services/log.server";
import { markPerVisit } from "~/services/request-context.server";

/**
 * The quotations bar (spec 001 §2 §4 §5 §6 §8): the default ticker list for anonymous visitors, the grower's own
 * list once signed in with 'change quotations' and a toggle per item; each ticker's market quotation (floored
 * value in its currency and per its unit, es-AR date in UTC or '---', an error state whose refresh link asks again), and the central bank's rate
 * ('Unable to retrieve quotation' when it fails). A failed fetch of the grower's list keeps the old list: the
 * last one this process read for them, else the defaults.
 */
const lastGood = new LRUCache<string, QuotationGroups>({ max: 5_000 });

async function listOf(document: string | null, country: string, locale: Locale): Promise<QuotationGroups | null> {
  if (!document) return getDefaultQuotations(country, locale).catch(() => null);
  try {
    const groups = await getQuotations(document, country);
    lastGood.set(document, groups);
    return groups;
  } catch (error) {
    // Spec 001 §4 §8: a fetch error is ignored and the old list stays.
    log("warn", "quotation list fetch failed; the old list stays", { reason: (error as Error).message });
    return lastGood.get(document) ?? getDefaultQuotations(country, locale).catch(() => null);
  }
}

/** The list as it reads after a saved toggle, so a failed refetch keeps the grower's latest choice. */
export function rememberList(document: string, groups: QuotationGroups) {
  lastGood.set(document, groups);
}
export function rememberedList(document: string): QuotationGroups | undefined {
  return lastGood.get(document);
}

async function tickerOf(t: TFunction, locale: Locale, item: QuotationItem, refresh: string) {
  const base = { itemId: item.itemId, title: item.title, proName: item.proName };
  try {
    const result = (await getMarketQuotation(item.proName, locale)).results[0];
    const detail = result.detalle[0];
    return {
      ...base,
      quote: {
        // Its currency and what it is per, as the market quotes it: "$ 312.450/t", "R$ 71/saca de 60 kg".
        value: t("quotes.value", { amount: formatQuote(locale, detail), unit: t(`quotes.units.${detail.unidad}`) }),
        date: formatQuoteDate(result.fecha),
        dateTime: quoteIsoDate(result.fecha),
      },
      error: null,
    };
  } catch {
    return {
      ...base,
      quote: null,
      error: { title: t("quotes.error"), refresh: { label: t("quotes.refresh"), href: refresh } },
    };
  }
}

async function exchangeRateOf(t: TFunction, locale: Locale) {
  const country = countryOf(locale);
  const currency = country.finance?.exchangeRate;
  if (!currency) return null;
  const label = t("rate.label", { currency, base: country.currency });
  try {
    const answer = await getCentralBankRate(country.currency, currency, locale);
    return { label, value: formatRate(locale, answer.rate), error: null };
  } catch {
    // Spec 000 §8: 'Unable to retrieve quotation' for the currency.
    return { label, value: null, error: t("rate.error", { currency }) };
  }
}

/** The preference list: one toggle form per item, posting to the finance page's action. */
function preferenceForms(t: TFunction, locale: Locale, groups: QuotationGroups, returnTo: string) {
  // Each toggle carries a key issued for this visit: no cache may show these forms again (app/http-cache).
  markPerVisit();
  return {
    action: href(locale, "finance")!,
    returnTo,
    open: t("preferences.open"),
    heading: t("preferences.heading"),
    hint: t("preferences.hint"),
    close: t("preferences.close"),
    shown: t("preferences.shown"),
    hidden: t("preferences.hidden"),
    saveErrorText: t("preferences.saveError"),
    groups: groups.map((group) => ({
      name: group.name,
      items: group.items.map((item) => ({
        itemId: item.itemId,
        title: item.title,
        checked: item.checked,
        // One key per rendered toggle: a double submit of the same form saves once (decision 0025).
        key: randomUUID(),
      })),
    })),
  };
}

/** The bar's data for the page being rendered (home or the finance page), or null where the country shows none. */
export async function quotationsBar(request: Request, locale: Locale) {
  const country = countryOf(locale);
  if (!country.finance) return null;
  const user = await sessionUser(request);
  const t = await i18nServer.getFixedT(locale, "finance");
  const url = new URL(request.url);
  const returnTo = `${url.pathname}${url.search}`;
  const groups = await listOf(user?.document ?? null, country.code, locale);
  const [tickers, rate] = await Promise.all([
    Promise.all((groups ? shownItems(groups) : []).map((item) => tickerOf(t, locale, item, returnTo))),
    exchangeRateOf(t, locale),
  ]);
  return {
    heading: t("quotes.heading"),
    dateLabel: t("quotes.date"),
    empty: groups ? t("quotes.empty") : t("quotes.unavailable"),
    tickers,
    rate,
    preferences: user?.document && groups ? preferenceForms(t, locale, groups, returnTo) : null,
  };
}
export type QuotationsBarData = NonNullable<Awaited<ReturnType<typeof quotationsBar>>>;
