import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";

import { safeReturnAddress } from "~/auth/return-address";
import { requireUser } from "~/auth/user.server";
import { countryOf } from "~/countries";
import { creditContactCard } from "~/finance/credit-contact.server";
import { CreditSummary } from "~/finance/credit-summary";
import { summary } from "~/finance/credit-summary.css";
import { creditSummary } from "~/finance/credit-summary.server";
import { savedToggle, toggleSchema } from "~/finance/preference-toggle.server";
import { quotationsBar } from "~/finance/quotations.server";
import { QuotationsBar } from "~/finance/quotations-bar";
import { muted } from "~/finance/quotations-bar.css";
import { readQuery } from "~/forms/read-query";
import { localeOfPath } from "~/i18n/href";
import { i18nServer } from "~/i18n/i18next.server";
import { SCRIPTS } from "~/light/route-scripts";
import { metaFromLoader, PRIVATE_PAGE } from "~/seo/page-meta";
import { container, pageBlock } from "~/ui/layout.css";

/**
 * Quotations and finance (spec 001 §2 §4 §6 §8 §9, 000 §7): the quotations bar with the grower's choices and the
 * central bank's rate, and where the country shows it (CountryConfig.finance.creditSummary) the credit and debt
 * summary. The action saves one quotation toggle (the bar's forms post here from any page) and answers 303 to the
 * page it came from; a toggle that cannot be saved comes back beside its item, the list unchanged.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname)!;
  const { user } = await requireUser(request, locale);
  const t = await i18nServer.getFixedT(locale, "finance");
  const country = countryOf(locale);
  const credited = country.finance?.creditSummary ?? null;
  const withCredit = credited !== null;
  const [bar, credit, labels] = await Promise.all([
    quotationsBar(request, locale),
    withCredit ? creditSummary(t, locale, user, url) : Promise.resolve(null),
    i18nServer.getFixedT(locale, "contact"),
  ]);
  // The page promises the credit summary only where the country shows it (Brazil has none).
  const context = withCredit ? "credit" : undefined;
  return {
    meta: { title: t("page.metaTitle"), description: t("page.metaDescription", { context }) },
    heading: t("page.heading"),
    lead: t("page.lead", { context }),
    bar,
    credit,
    creditContact: credited ? creditContactCard(t, labels, credited.contact, country.contact.hours) : null,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const locale = localeOfPath(new URL(request.url).pathname)!;
  const { user } = await requireUser(request, locale);
  const form = readQuery(await request.formData(), toggleSchema);
  const { itemId, checked, returnTo, idempotencyKey } = form.value;
  if (!user.document || !itemId || checked === undefined || !idempotencyKey) {
    return data({ saveError: itemId ?? "" }, { status: 400 });
  }
  const saved = await savedToggle(user.document, { itemId, checked }, idempotencyKey);
  if (!saved) return data({ saveError: itemId }, { status: 502 });
  return redirect(safeReturnAddress(returnTo), 303);
}

export const meta = metaFromLoader(PRIVATE_PAGE);

/** Ships the client runtime: the quotations bar's preferences are a dialog. */
export const handle = SCRIPTS;

export default function Finance() {
  const { heading, lead, bar, credit, creditContact } = useLoaderData<typeof loader>();
  const saved = useActionData<typeof action>();
  return (
    <div className={`${container} ${pageBlock} ${summary}`}>
      <header>
        <h1>{heading}</h1>
        <p className={muted}>{lead}</p>
      </header>
      {bar ? <QuotationsBar data={bar} saveError={saved?.saveError ?? null} /> : null}
      {credit ? <CreditSummary data={credit} contact={creditContact} /> : null}
    </div>
  );
}
