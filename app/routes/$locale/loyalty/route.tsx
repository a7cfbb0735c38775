import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { Promotions } from "~/banners/promotions";
import { loadPromotions } from "~/banners/promotions.server";
import { memberDay } from "~/domain/loyalty/calendar";
import { RECENT_TRANSACTIONS } from "~/domain/loyalty/history-query";
import { serviceFiltersSchema } from "~/domain/loyalty/service-filters-url";
import { readQuery } from "~/forms/read-query";
import { href } from "~/i18n/href";
import { SCRIPTS } from "~/light/route-scripts";
import { openLoyaltyPage, restrictedAccess, settle } from "~/loyalty/access.server";
import { memberStatements, statementsOf } from "~/loyalty/ledger.server";
import * as styles from "~/loyalty/loyalty.css";
import { AccumulatedCard, BalanceCard, ExpiryAlert, StatusCard } from "~/loyalty/points-cards";
import {
  accumulatedCard,
  balanceCard,
  cardError,
  expiringOf,
  expiringText,
  statusCard,
} from "~/loyalty/points-cards-view.server";
import { RestrictedAccessPage } from "~/loyalty/restricted-access";
import { servicesBlock, servicesRequest } from "~/loyalty/services-view.server";
import { TransactionList } from "~/loyalty/transaction-list";
import { transactionRow } from "~/loyalty/transactions-view.server";
import { metaFromLoader, PRIVATE_PAGE } from "~/seo/page-meta";
import { getExpiration, getHistory, getRecommendedServices } from "~/services/loyalty/client.server";
import { Apart } from "~/ui/apart/apart";
import { ButtonLink } from "~/ui/button/button";
import { ErrorState } from "~/ui/error-state/error-state";
import { container, pageBlock } from "~/ui/layout.css";

import { ServicesBlock } from "./services-block";

/**
 * Meu Impulso / Mi Impulso (spec 001 §2 §3 §4 §8 §9): the member's status,
 * balance and accumulated points cards, the expiry alert, the latest
 * transactions and the services redeemable with points (#resgate). Each
 * widget has its own call and its own error state; the page answers 200.
 * A grower who is not a member sees the restricted-access page and the
 * programme's services with the steps to join.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { url, access, locale, t, meta } = await openLoyaltyPage(request, "points");
  const filters = readQuery(url.searchParams, serviceFiltersSchema).value;
  const historyHref = href(locale, "loyalty-history")!;
  const calculator = href(locale, "points-calculator");

  if (access.kind === "not-member") {
    const services = await settle(getRecommendedServices(null, locale, servicesRequest(filters)));
    return {
      kind: "restricted" as const,
      meta,
      restricted: await restrictedAccess(locale),
      services: servicesBlock({
        t,
        locale,
        path: url.pathname,
        params: url.searchParams,
        filters,
        result: services,
        member: null,
      }),
    };
  }

  const { document } = access;
  const member = access.kind === "member" ? access.member : null;
  const promotions = loadPromotions(request, locale, access.user, document);
  const [expiration, statements, recent, services] = await Promise.all([
    settle(getExpiration(document, locale)),
    statementsOf(member && memberStatements(document, locale, member.orbiaPoints)),
    settle(
      getHistory(document, locale, {
        page: 1,
        perPage: RECENT_TRANSACTIONS,
        categories: [],
        startDate: null,
        endDate: null,
        search: null,
      }),
    ),
    member
      ? settle(getRecommendedServices(document, locale, servicesRequest(filters)))
      : Promise.resolve({ ok: false as const, error: null }),
  ]);
  const today = memberDay(new Date());
  const expiring = expiringOf(expiration);
  const detailBase = href(locale, "loyalty-history")!;
  return {
    kind: "member" as const,
    meta,
    heading: t("points.heading"),
    greeting: member ? t("points.greeting", { name: member.nmMember }) : t("points.greetingUnknown"),
    cardHeadings: {
      status: t("cards.status.heading"),
      balance: t("cards.balance.heading"),
      accumulated: t("cards.accumulated.heading"),
    },
    status: statusCard(t, locale, member, statements.year, false),
    balance: balanceCard(t, locale, member, expiring, recent, statements.validity),
    accumulated: accumulatedCard(t, locale, statements.validity),
    expiry:
      expiring && expiring.kind !== "none"
        ? { text: expiringText(t, locale, expiring), link: { label: t("expiry.link"), href: historyHref } }
        : null,
    recent: {
      heading: t("points.recentHeading"),
      label: t("points.recentLabel"),
      rows: recent.ok
        ? recent.value.result.map((tx) =>
            transactionRow(
              t,
              locale,
              tx,
              `${detailBase}/${encodeURIComponent(tx.transactionDetails[0].transactionNumber)}`,
              today,
            ),
          )
        : null,
      error: recent.ok ? null : cardError(t, locale),
      empty: t("history.empty"),
      all: { label: t("points.allHistory"), href: historyHref },
    },
    tools: calculator ? { label: t("points.calculatorLink"), href: calculator } : null,
    services: servicesBlock({
      t,
      locale,
      path: url.pathname,
      params: url.searchParams,
      filters,
      result: services,
      member,
    }),
    promotions: await promotions,
  };
}

export const meta = metaFromLoader(PRIVATE_PAGE);

/** Ships the client runtime: the campaign banner closes without a page load; the advisor cards open a dialog. */
export const handle = SCRIPTS;

export default function LoyaltyPoints() {
  const data = useLoaderData<typeof loader>();
  if (data.kind === "restricted") {
    return (
      <RestrictedAccessPage data={data.restricted}>
        <ServicesBlock data={data.services} />
      </RestrictedAccessPage>
    );
  }
  return (
    <div className={`${container} ${pageBlock} ${styles.stack}`}>
      <header>
        <h1 className={styles.heading}>{data.heading}</h1>
        <p className={styles.lead}>{data.greeting}</p>
        {data.expiry ? <ExpiryAlert text={data.expiry.text} link={data.expiry.link} /> : null}
      </header>
      <div className={styles.cardGrid}>
        <StatusCard card={data.status} heading={data.cardHeadings.status} />
        <BalanceCard card={data.balance} heading={data.cardHeadings.balance} />
        <AccumulatedCard card={data.accumulated} heading={data.cardHeadings.accumulated} />
      </div>
      <Promotions data={data.promotions} />
      <section aria-labelledby="recent-heading" className={styles.panel}>
        <h2 id="recent-heading" className={styles.panelTitle}>
          {data.recent.heading}
        </h2>
        {data.recent.error ? (
          <ErrorState
            title={data.recent.error.title}
            subtitle={data.recent.error.subtitle}
            headingLevel={3}
            action={{ ...data.recent.error.action, reloadDocument: true }}
          />
        ) : data.recent.rows && data.recent.rows.length ? (
          <TransactionList rows={data.recent.rows} label={data.recent.label} />
        ) : (
          <p className={styles.muted}>{data.recent.empty}</p>
        )}
        <div className={styles.actions}>
          <Apart>
            <Link to={data.recent.all.href} className={styles.textLink}>
              {data.recent.all.label}
            </Link>
            {data.tools ? (
              <ButtonLink to={data.tools.href} variant="secondary" size="sm">
                {data.tools.label}
              </ButtonLink>
            ) : null}
          </Apart>
        </div>
      </section>
      <ServicesBlock data={data.services} />
    </div>
  );
}
