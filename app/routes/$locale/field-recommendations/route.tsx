import { data as respond, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";

import { countryOf } from "~/countries";
import { ChoiceForm } from "~/field-data/choice-form";
import { GatedLink, useConnectGate } from "~/field-data/connect-gate";
import { connectHref } from "~/field-data/connect-link";
import { FieldPage } from "~/field-data/field-page";
import * as page from "~/field-data/field-page.css";
import { measuresFor } from "~/field-data/measures";
import { openFieldPage } from "~/field-data/open-field-page.server";
import { fetchFields } from "~/field-data/partner-calls.server";
import { privateHeaders } from "~/field-data/private-headers";
import { formatDateTime } from "~/format/dates";
import { href } from "~/i18n/href";
import { SCRIPTS } from "~/light/route-scripts";
import { metaFromLoader, PRIVATE_PAGE } from "~/seo/page-meta";
import { buttonClassName } from "~/ui/button/button";
import { EmptyState } from "~/ui/empty-state/empty-state";
import { ErrorState } from "~/ui/error-state/error-state";

import { CurveChart } from "./curve-chart";
import { fetchRecommendedProducts, lookupLot } from "./data.server";
import { chooseField, readRecommendationsQuery } from "./query";
import * as styles from "./recommendations.css";
import { notConnectedPage, pageFrame, recommendationsPage } from "./view.server";

/**
 * Recommendations per field (spec 000 §3 §7 §9): the grower's fields, the
 * chosen field's recommended hybrids (first 5), each with its yield/density
 * curve drawn on the server, and a seed lot's correction of its own hybrid.
 * The lot is looked up while the partner answers. Each partner call degrades
 * its own widget.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { url, locale, t, access } = await openFieldPage(request);
  const query = readRecommendationsQuery(url.searchParams);
  const here = `${url.pathname}${url.search}`;
  const frame = pageFrame(t, connectHref(locale, here), here);
  const headers = privateHeaders(access.setCookie);
  if (!access.connected) return respond(notConnectedPage(t, frame), { headers });

  const country = countryOf(locale);
  const lot = lookupLot(query.lot, locale);
  const fields = await fetchFields(access.token, locale, country.code);
  const field = chooseField(fields.ok ? fields.value : [], query.field);
  const [products, verdict] = await Promise.all([
    field ? fetchRecommendedProducts(access.token, locale, field.id) : null,
    lot,
  ]);
  const page = recommendationsPage(t, locale, measuresFor(t, locale), frame, {
    fields,
    field,
    products,
    lot: { verdict, code: query.lot },
    asOf: formatDateTime(locale, new Date(), country.timeZone),
    seedQualityHref: href(locale, "seed-quality"),
  });
  return respond(page, { headers });
}

export const meta = metaFromLoader(PRIVATE_PAGE);

/** Ships the client runtime: the curve chart is interactive. */
export const handle = SCRIPTS;

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
        <ChoiceForm
          id="field-recommendations-lote"
          name="lote"
          choice={{ ...data.fields, selected: data.selected ?? undefined }}
          carried={"lot" in data && data.lot.value ? [{ name: "semilla", value: data.lot.value }] : []}
        />
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
                    <p className={styles.subtitle}>{p.subtitleLine}</p>
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
