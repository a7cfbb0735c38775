import { data as respond, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";

import { countryOf } from "~/countries";
import { type LotRejection, type LotVerdict, lotVerdictOf, normalizeLotCode } from "~/domain/catalog/seed-quality";
import { lotCorrection, sameHybrid } from "~/domain/catalog/seeding-rate";
import {
  type CatalogueProduct,
  curvePoints,
  entriesForField,
  productCards,
  shownProductIds,
} from "~/domain/fields/recommendations";
import { formatDateTime } from "~/format/dates";
import { formatNumber } from "~/format/numbers";
import { href } from "~/i18n/href";
import { metaFromLoader, PRIVATE_PAGE } from "~/seo/page-meta";
import { catalogueEntry, listFields, listRecommendations, yieldDensityCurve } from "~/services/agronomy/client.server";
import { log } from "~/services/log.server";
import { lookupCornBatch } from "~/services/seed-quality/client.server";
import { buttonClassName } from "~/ui/button/button";
import { EmptyState } from "~/ui/empty-state/empty-state";
import { ErrorState } from "~/ui/error-state/error-state";

import { GatedLink, useConnectGate } from "../fields/connect-gate";
import { failedToFetch } from "../fields/failed-to-fetch.server";
import { FieldPage } from "../fields/field-page";
import { openFieldPage } from "../fields/field-page.server";
import * as page from "../fields/fields.css";
import { connectHref, cookieHeaders } from "../fields/gate.server";
import { measuresFor } from "../fields/measures";
import { CurveChart } from "./curve-chart";
import * as styles from "./recommendations.css";

/** The text of each of a code's problems, under rec.lot. */
const LOT_REJECTION_TEXT: Record<LotRejection, string> = {
  "not-found": "notFound",
  soybean: "soybean",
  expired: "expired",
  rejected: "rejected",
};

/**
 * Recommendations per field (spec 000 §3 §7 §9): the grower's fields, the
 * chosen field's recommended hybrids (first 5), each with its yield/density
 * curve drawn on the server. Each partner call degrades its own widget.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { url, locale, t, access } = await openFieldPage(request);
  const here = `${url.pathname}${url.search}`;
  const base = {
    meta: { title: t("rec.meta.title"), description: t("rec.meta.description") },
    heading: t("rec.heading"),
    lead: t("rec.lead"),
    connectHref: connectHref(locale, here),
    retry: { label: t("rec.errors.retry"), href: here },
  };
  if (!access.connected) {
    return respond(
      {
        ...base,
        gate: { title: t("gate.title"), body: t("gate.body"), connect: t("gate.connect"), close: t("gate.close") },
        notConnected: {
          title: t("empty.notConnected.title"),
          description: t("empty.notConnected.description"),
          action: t("empty.notConnected.action"),
        },
        fields: null,
        selected: null,
        recommendations: null,
      },
      { headers: cookieHeaders(access.setCookie) },
    );
  }
  const token = access.token;
  const country = countryOf(locale);
  const measures = measuresFor(t, locale);

  type FieldsWidget =
    | { ok: true; options: { value: string; label: string; name: string }[] }
    | { ok: false; title: string; detail: string };
  let fields: FieldsWidget;
  try {
    const answer = await listFields(token, locale, country.code);
    fields = {
      ok: true,
      options: answer.results.map((f) => ({
        value: f.id,
        name: f.name,
        label: t("rec.fieldOption", { name: f.name, farm: f.location, area: measures.area(f.area) }),
      })),
    };
  } catch (error) {
    const detail = failedToFetch("fields", error);
    log("warn", detail);
    fields = { ok: false, title: t("rec.errors.fields"), detail };
  }
  const fieldOptions = fields.ok ? fields.options : [];
  const selectedId =
    fieldOptions.find((f) => f.value === url.searchParams.get("lote"))?.value ?? fieldOptions[0]?.value ?? null;
  const selectedName = fieldOptions.find((f) => f.value === selectedId)?.name ?? "";

  const lotCode = normalizeLotCode(url.searchParams.get("semilla"));
  const lotPromise = lotCode ? lookupCornBatch(lotCode).then(lotVerdictOf) : null;
  let lotNotice: string | null = null;

  let recommendations:
    | null
    | { ok: false; title: string; detail: string }
    | { ok: true; heading: string; asOf: string; products: Awaited<ReturnType<typeof productWidgets>> };
  recommendations = null;
  if (selectedId) {
    try {
      const answer = await listRecommendations(token, locale, selectedId);
      const entries = entriesForField(answer.results.data, selectedId);
      recommendations = {
        ok: true,
        heading: t("rec.productsHeading", { field: selectedName }),
        asOf: t("rec.asOf", { date: formatDateTime(locale, new Date().toISOString(), country.timeZone) }),
        products: await productWidgets(entries),
      };
    } catch (error) {
      const detail = failedToFetch("recommendations", error);
      log("warn", detail);
      recommendations = { ok: false, title: t("rec.errors.recommendations"), detail };
    }
  }

  async function productWidgets(entries: ReturnType<typeof entriesForField>) {
    const ids = shownProductIds(entries);
    const catalogueResults = await Promise.allSettled(ids.map((id) => catalogueEntry(token, locale, id)));
    const catalogue = new Map<string, CatalogueProduct>();
    const catalogueErrors = new Map<string, string>();
    catalogueResults.forEach((result, i) => {
      if (result.status === "fulfilled") catalogue.set(ids[i], result.value);
      else catalogueErrors.set(ids[i], failedToFetch("product catalog", result.reason));
    });
    const cards = productCards(entries, catalogue, (p) => href(locale, "seed-product", p.seoSlug));
    const curves = await Promise.allSettled(cards.map((c) => yieldDensityCurve(token, c.environment, c.id)));
    const lot = lotPromise ? await lotPromise : null;
    if (lot && lotCode)
      lotNotice = lotNoticeText(
        lot,
        lotCode,
        cards.map((c) => c.title),
      );
    return cards.map((card, i) => {
      const curve = curves[i];
      const environment = t(`rec.environments.${card.environment}`, { defaultValue: card.environment });
      const density = measures.density(card.density);
      let lotText: string | null = null;
      if (lot?.kind === "found" && lotCode) {
        const correction = lotCorrection(lot.result, { name: card.title, densityPerSquareMetre: card.density });
        if (correction.kind === "applied") {
          lotText = t("rec.lot.result", {
            code: lotCode,
            germination: formatNumber(locale, lot.result.germinationPower, 1),
            failures: formatNumber(locale, lot.result.failures, 1),
            seeds: measures.perArea(correction.seedsPerHectare, "seeds"),
            stand: measures.perArea(correction.plantsPerHectare, "plants"),
            product: card.title,
          });
        } else if (correction.kind === "unusable") lotText = t("rec.lot.unusable", { code: lotCode });
      }
      return {
        id: card.id,
        fieldId: card.fieldId,
        title: card.title,
        subtitle: card.subtitle,
        imgsrc: card.imgsrc,
        productSubtitle: card.productSubtitle,
        environment: t("rec.environment", { environment }),
        description: card.description,
        link: card.linkUrl ? { href: card.linkUrl, label: t("rec.viewProduct", { product: card.title }) } : null,
        catalogueError: catalogueErrors.get(card.id)
          ? { title: t("rec.errors.catalog"), detail: catalogueErrors.get(card.id)! }
          : null,
        figures: [
          { label: t("rec.density"), value: density },
          { label: t("rec.yield"), value: measures.curveYield(card.yieldings, card.crop) },
        ],
        lot: lotText,
        curve:
          curve.status === "fulfilled"
            ? (() => {
                const points = curvePoints(curve.value.curve).map((p) => ({
                  density: measures.densityNumber(p.density),
                  yield: measures.curveYieldNumber(p.yield, card.crop),
                }));
                const { density: recommendedDensity, yield: recommendedYield } = curve.value.recommended;
                const recommended = {
                  density: measures.densityNumber(recommendedDensity),
                  yield: measures.curveYieldNumber(recommendedYield, card.crop),
                };
                const us = measures.system === "us-customary";
                return {
                  ok: true as const,
                  points,
                  recommended,
                  format: { locale, densityDecimals: us ? 0 : 4, yieldDecimals: us ? 1 : 4 },
                  labels: {
                    title: t("rec.chartTitle"),
                    x: t(us ? "rec.chartXAcre" : "rec.chartX"),
                    y: t(us ? "rec.chartYBushels" : "rec.chartY"),
                    recommended: t("rec.chartRecommended"),
                    summary: t("rec.chartSummary", {
                      product: card.title,
                      from: measures.density(
                        curve.value.curve.length ? Math.min(...curve.value.curve.map((p) => p.density)) : 0,
                      ),
                      to: measures.density(
                        curve.value.curve.length ? Math.max(...curve.value.curve.map((p) => p.density)) : 0,
                      ),
                      yield: measures.curveYield(recommendedYield, card.crop),
                      density: measures.density(recommendedDensity),
                    }),
                  },
                };
              })()
            : {
                ok: false as const,
                title: t("rec.errors.curve"),
                detail: failedToFetch("yield density curve", curve.reason),
              },
      };
    });
  }

  // Without recommendations to apply it to, the lot still gets its line.
  if (lotPromise && lotCode && lotNotice === null) lotNotice = lotNoticeText(await lotPromise, lotCode, []);

  /** One line for the lot as a whole: which hybrid it corrects, or why it corrects none. */
  function lotNoticeText(lot: LotVerdict, code: string, hybrids: string[]): string {
    if (lot.kind === "service") return t("rec.lot.unavailable", { code });
    if (lot.kind === "code") return t(`rec.lot.${LOT_REJECTION_TEXT[lot.reason]}`, { code });
    const own = hybrids.some((name) => sameHybrid(lot.result.hybrid, name));
    return t(own ? "rec.lot.applied" : "rec.lot.otherHybrid", { code, hybrid: lot.result.hybrid });
  }

  return respond(
    {
      ...base,
      gate: null,
      notConnected: null,
      fields: fields.ok
        ? {
            ok: true as const,
            label: t("rec.fieldLabel"),
            submit: t("rec.fieldSubmit"),
            options: fieldOptions.map(({ value, label }) => ({ value, label })),
            empty:
              fieldOptions.length === 0
                ? { title: t("rec.empty.fields"), description: t("rec.empty.fieldsDescription") }
                : null,
          }
        : fields,
      selected: selectedId,
      lot: {
        heading: t("rec.lot.heading"),
        intro: t("rec.lot.intro"),
        label: t("rec.lot.label"),
        submit: t("rec.lot.submit"),
        value: lotCode ?? "",
        notice: lotNotice,
        checker: { label: t("rec.lot.checker"), href: href(locale, "seed-quality") },
      },
      recommendations,
      emptyRecommendations: {
        title: t("rec.empty.recommendations"),
        description: t("rec.empty.recommendationsDescription"),
      },
    },
    { headers: cookieHeaders(access.setCookie) },
  );
}

export const meta = metaFromLoader(PRIVATE_PAGE);

export default function FieldRecommendations() {
  const data = useLoaderData<typeof loader>();
  const { modal, open } = useConnectGate(data.connectHref, data.gate);
  return (
    <FieldPage heading={data.heading} lead={data.lead}>
      {data.notConnected ? (
        <>
          <EmptyState
            title={data.notConnected.title}
            description={data.notConnected.description}
            action={
              <GatedLink to={data.connectHref} gate={{ connectHref: data.connectHref, open }} variant="primary">
                {data.notConnected.action}
              </GatedLink>
            }
          />
          {modal}
        </>
      ) : null}
      {data.fields && !data.fields.ok ? (
        <ErrorState
          title={data.fields.title}
          subtitle={data.fields.detail}
          action={{ label: data.retry.label, href: data.retry.href, reloadDocument: true }}
        />
      ) : null}
      {data.fields && data.fields.ok && data.fields.empty ? (
        <EmptyState title={data.fields.empty.title} description={data.fields.empty.description} />
      ) : null}
      {data.fields && data.fields.ok && data.fields.options.length ? (
        <Form method="get" className={page.form}>
          <div className={page.label}>
            <label htmlFor="field-recommendations-lote">{data.fields.label}</label>
            <select
              id="field-recommendations-lote"
              name="lote"
              defaultValue={data.selected ?? undefined}
              className={page.select}
            >
              {data.fields.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
          {"lot" in data && data.lot.value ? <input type="hidden" name="semilla" value={data.lot.value} /> : null}
          <button type="submit" className={buttonClassName({ variant: "primary" })}>
            {data.fields.submit}
          </button>
        </Form>
      ) : null}
      {data.recommendations && !data.recommendations.ok ? (
        <ErrorState
          title={data.recommendations.title}
          subtitle={data.recommendations.detail}
          action={{ label: data.retry.label, href: data.retry.href, reloadDocument: true }}
        />
      ) : null}
      {data.recommendations && data.recommendations.ok && "lot" in data ? (
        <section aria-labelledby="recommended-products" className={page.page}>
          <h2 id="recommended-products" className={page.heading}>
            {data.recommendations.heading}
          </h2>
          <p className={page.note}>{data.recommendations.asOf}</p>
          <Form method="get" className={page.form}>
            <input type="hidden" name="lote" value={data.selected ?? ""} />
            <div className={page.label}>
              <label htmlFor="field-recommendations-semilla">{data.lot.label}</label>
              <input
                id="field-recommendations-semilla"
                name="semilla"
                defaultValue={data.lot.value}
                className={styles.input}
                autoComplete="off"
                spellCheck={false}
              />
            </div>
            <button type="submit" className={buttonClassName({ variant: "secondary" })}>
              {data.lot.submit}
            </button>
            {data.lot.checker.href ? <a href={data.lot.checker.href}>{data.lot.checker.label}</a> : null}
          </Form>
          <p className={page.note}>{data.lot.intro}</p>
          {data.lot.notice ? (
            <p className={styles.lotResult} role="status" data-lot-notice>
              {data.lot.notice}
            </p>
          ) : null}
          {data.recommendations.products.length === 0 ? (
            <EmptyState
              title={data.emptyRecommendations.title}
              description={data.emptyRecommendations.description}
              headingLevel={3}
            />
          ) : (
            <ul className={styles.products}>
              {data.recommendations.products.map((p) => (
                <li key={p.id} className={styles.product} data-product={p.id}>
                  <div className={styles.productHead}>
                    <img src={p.imgsrc} alt="" width={96} height={72} className={styles.image} loading="lazy" />
                    <h3 className={styles.productTitle}>{p.title}</h3>
                    <p className={styles.subtitle}>{[p.productSubtitle, p.environment].filter(Boolean).join(" · ")}</p>
                    <dl className={styles.figures}>
                      {p.figures.map((f) => (
                        <div key={f.label} style={{ display: "contents" }}>
                          <dt>{f.label}</dt>
                          <dd>{f.value}</dd>
                        </div>
                      ))}
                    </dl>
                    {p.lot ? (
                      <p className={styles.lotResult} role="status">
                        {p.lot}
                      </p>
                    ) : null}
                    {p.description ? <p className={page.note}>{p.description}</p> : null}
                    {p.catalogueError ? (
                      <p className={page.technical}>
                        {p.catalogueError.title}: {p.catalogueError.detail}
                      </p>
                    ) : null}
                    {p.link ? <a href={p.link.href}>{p.link.label}</a> : null}
                  </div>
                  {p.curve.ok ? (
                    <CurveChart
                      id={`curve-${p.id}`}
                      points={p.curve.points}
                      recommended={p.curve.recommended}
                      labels={p.curve.labels}
                      format={p.curve.format}
                    />
                  ) : (
                    <ErrorState
                      title={p.curve.title}
                      subtitle={p.curve.detail}
                      headingLevel={3}
                      action={{ label: data.retry.label, href: data.retry.href, reloadDocument: true }}
                    />
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </FieldPage>
  );
}
