import { data as respond, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData, useLocation, useNavigation } from "@remix-run/react";

import { trialSearchOutcome } from "~/domain/yield-trials/search-outcome";
import { localeOfPath } from "~/i18n/href";
import { i18nServer } from "~/i18n/i18next.server";
import { indexBareAddressOnly, metaFromLoader } from "~/seo/page-meta";
import { listTrialBrands, lookUpZipCode, searchTrials } from "~/services/yield-trials/client.server";
import { Button } from "~/ui/button/button";
import { ErrorState } from "~/ui/error-state/error-state";
import { SelectField, TextField } from "~/ui/field/field";
import { container } from "~/ui/layout.css";
import { SectionCards } from "~/ui/section-cards/section-cards";

import * as styles from "./local-yield.css";
import { readLocalYieldQuery } from "./query";
import { TrialResults } from "./trial-results";
import { brandLinks, cropName, fieldMessages, type ResultsView, resultsView } from "./view.server";

/**
 * Local yield results (spec 002 §2 §8 §9): /{locale}/tools/local-yield-results lists the brands with trials;
 * /{locale}/tools/local-yield-results/{brand} is a GET form (zip, crop) and the three trials nearest the zip
 * within 200 miles, measured on the server. The address is the search: it can be shared, reloaded and works
 * without JavaScript. A brand the upstream does not have is this page's 404 with links to those it has; the
 * search API's refusals are said next to their fields; an upstream failure is the results' error state.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname)!;
  const t = await i18nServer.getFixedT(locale, "local-yield");
  const brands = await listTrialBrands(locale);
  const unavailable = resultsView(t, locale, "", { kind: "unavailable" }, `${url.pathname}${url.search}`);

  if (!params.brand) {
    return {
      meta: { title: t("meta.landingTitle"), description: t("meta.landingDescription") },
      title: t("landing.title"),
      lead: t("landing.lead"),
      brandsHeading: t("landing.heading"),
      brands: brands ? brandLinks(t, locale, brands) : null,
      brandProblem: null,
      form: null,
      results: brands ? null : unavailable,
    };
  }

  const brand = brands?.find((b) => b.slug === params.brand) ?? null;
  if (!brands || !brand) {
    const page = {
      meta: { title: t("meta.landingTitle"), description: t("meta.landingDescription") },
      title: t("landing.title"),
      lead: t("landing.lead"),
      brandsHeading: t("landing.heading"),
      brands: brands ? brandLinks(t, locale, brands) : null,
      brandProblem: brands ? t("errors.unknownBrand", { brand: params.brand }) : null,
      form: null,
      results: brands ? null : unavailable,
    };
    // No such brand: this page, not a 500, and not a page for search engines to keep.
    return brands ? respond(page, { status: 404 }) : page;
  }

  const query = readLocalYieldQuery(url.searchParams);
  const crop = query.crop ?? brand.crops[0];
  const outcome = query.zip
    ? trialSearchOutcome(
        ...(await Promise.all([searchTrials({ brand: brand.slug, crop, zip: query.zip }), lookUpZipCode(query.zip)])),
      )
    : null;
  const messages = fieldMessages(t, brand, outcome?.kind === "problems" ? outcome.problems : null);
  return {
    meta: {
      title: t("meta.title", { brand: brand.name }),
      description: t("meta.description", { brand: brand.name }),
    },
    title: t("title", { brand: brand.name }),
    lead: t("lead", { brand: brand.name }),
    brandsHeading: null,
    brands: null,
    brandProblem: messages.brand,
    form: {
      action: url.pathname,
      legend: t("form.legend"),
      zip: { label: t("form.zip"), hint: t("form.zipHint"), value: query.zip, error: messages.zip },
      crop: {
        label: t("form.crop"),
        value: crop,
        options: brand.crops.map((id) => ({ value: id, label: cropName(t, id) })),
        error: messages.crop,
      },
      submit: t("form.submit"),
      searching: t("form.searching"),
    },
    results: resultsView(t, locale, query.zip, outcome, `${url.pathname}${url.search}`) as ResultsView,
  };
}

// Searches are the grower's own: only each page's bare address is indexed.
export const meta = metaFromLoader(indexBareAddressOnly("noindex, follow"));

export default function LocalYieldResults() {
  const data = useLoaderData<typeof loader>();
  const location = useLocation();
  const navigation = useNavigation();
  const searching = navigation.state !== "idle" && navigation.location?.pathname === location.pathname;
  return (
    <>
      <div className={`${container} ${styles.page}`}>
        <header className={styles.header}>
          <h1 className={styles.title}>{data.title}</h1>
          <p className={styles.lead}>{data.lead}</p>
        </header>
        {data.brandProblem ? (
          <p className={styles.problem} role={data.form ? "alert" : undefined}>
            {data.brandProblem}
          </p>
        ) : null}
        {data.form ? (
          <Form method="get" action={data.form.action} className={styles.form} preventScrollReset>
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{data.form.legend}</legend>
              <TextField
                key={`zip-${data.form.zip.value}`}
                id="zip"
                name="zip"
                label={data.form.zip.label}
                hint={data.form.zip.hint}
                errors={data.form.zip.error}
                defaultValue={data.form.zip.value}
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={10}
                className={styles.zip}
              />
              <SelectField
                key={`crop-${data.form.crop.value}`}
                id="crop"
                name="crop"
                label={data.form.crop.label}
                errors={data.form.crop.error}
                options={data.form.crop.options}
                defaultValue={data.form.crop.value}
                className={styles.crop}
              />
              <Button
                type="submit"
                variant="primary"
                loading={searching}
                loadingLabel={data.form.searching}
                className={styles.submit}
              >
                {data.form.submit}
              </Button>
            </fieldset>
          </Form>
        ) : null}
        {data.results?.state === "unavailable" ? (
          <ErrorState
            title={data.results.title}
            subtitle={data.results.detail}
            action={{ label: data.results.retry.label, href: data.results.retry.href, reloadDocument: true }}
          />
        ) : data.results ? (
          <TrialResults results={data.results} />
        ) : null}
      </div>
      {data.brands && data.brandsHeading ? <SectionCards heading={data.brandsHeading} cards={data.brands} /> : null}
    </>
  );
}
