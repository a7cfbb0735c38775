import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { getUserContext } from "~/auth/user.server";
import { CALCULATE_ONLY, calculatorDefaults, calculatorState } from "~/domain/loyalty/points-calculator-form";
import { readQuery, translatedReply } from "~/forms/read-query";
import { localeOfPath } from "~/i18n/href";
import { i18nServer } from "~/i18n/i18next.server";
import { SCRIPTS } from "~/light/route-scripts";
import { settle } from "~/loyalty/access.server";
import { memberStatements, statementsOf } from "~/loyalty/ledger.server";
import { statusCard } from "~/loyalty/points-cards-view.server";
import { indexBareAddressOnly, metaFromLoader } from "~/seo/page-meta";
import { getMember, searchCalculatorCatalogue } from "~/services/loyalty/client.server";

import { CalculatorPage } from "./calculator-page";
import { calculatorPageSchema } from "./calculator-url";
import { calculatorForm, calculatorResult, clearedAddress } from "./calculator-view.server";
import { catalogueRequest, catalogueView } from "./catalogue-view.server";

/**
 * The points calculator (spec 001 §2 §4 §5 §9, 000 §2 §9): one GET form that
 * works without JavaScript. The channel switch is a pair of links (switching
 * starts over); stars, amounts and accelerators are fields; 'calculate'
 * shows the points with how each factor contributed, 'clear' goes back to
 * the member's defaults. Below, what points can redeem: services or products
 * by points band, 8 at a time. Public: a member gets their own defaults and
 * status; anyone else starts at one star, indirect.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname)!;
  // The one read of the URL: flagged amounts are errors next to their fields, and nothing is calculated.
  const { value, errors, reply } = readQuery(url.searchParams, calculatorPageSchema(locale), CALCULATE_ONLY);
  if (value.calculator.intent === "clear") throw redirect(clearedAddress(url.pathname, url.searchParams), 303);
  const [t, context] = await Promise.all([i18nServer.getFixedT(locale, "loyalty"), getUserContext(request, locale)]);
  const document = context.user?.document ?? null;
  const member = context.loyalty === "member" && document ? await settle(getMember(document, locale)) : null;
  const memberData = member?.ok ? member.value : null;
  const state = calculatorState(value.calculator, calculatorDefaults(memberData), errors);
  const search = value.catalogue;
  // A member's status card shows the year's impulses from the ledger, as the points page does.
  const [statements, catalogue] = await Promise.all([
    memberData && document ? statementsOf(memberStatements(document, locale, memberData.orbiaPoints)) : null,
    settle(searchCalculatorCatalogue(locale, catalogueRequest(search))),
  ]);
  return {
    meta: {
      title: t("calculator.metaTitle"),
      description: t("calculator.metaDescription"),
      keywords: t("calculator.keywords"),
    },
    heading: t("calculator.heading"),
    lead: t("calculator.lead"),
    warning: t("calculator.warning"),
    info: t("calculator.info"),
    status:
      memberData && statements
        ? { heading: t("cards.status.heading"), card: statusCard(t, locale, memberData, statements.year, true) }
        : null,
    form: {
      ...calculatorForm(t, locale, url.pathname, url.searchParams, state, memberData?.stars ?? null),
      /** Conform's starting point: the amounts' errors, translated. */
      result: translatedReply(reply, t),
    },
    result: calculatorResult(t, locale, state),
    catalogue: catalogueView(t, locale, url.pathname, url.searchParams, search, catalogue),
  };
}

export type CalculatorData = Awaited<ReturnType<typeof loader>>;

// A simulation's address is one grower's numbers: index the calculator, not every result.
export const meta = metaFromLoader(indexBareAddressOnly("noindex, follow"));

/** Ships the client runtime: the amounts are masked as typed. */
export const handle = SCRIPTS;

export default function PointsCalculator() {
  return <CalculatorPage data={useLoaderData<typeof loader>()} />;
}
