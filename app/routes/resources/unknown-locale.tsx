import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { localePrefix, LOCALES } from "~/countries";
import { i18nServer, languageNames } from "~/i18n/i18next.server";
import { negotiateLocale } from "~/i18n/negotiate";
import { notFoundMeta } from "~/seo/page-meta";
import { NotFound } from "~/ui/not-found/not-found";

/**
 * An address outside every locale (an unknown prefix such as /fr-fr/...): a 404
 * in the visitor's best language that offers each locale's home.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = negotiateLocale(request.headers.get("accept-language"));
  const [t, names] = await Promise.all([i18nServer.getFixedT(locale, "common"), languageNames()]);
  return data(
    {
      title: t("errors.notFoundTitle"),
      body: t("errors.notFoundBody"),
      homeLabel: t("errors.home"),
      homeHref: `/${localePrefix(locale)}`,
      locales: LOCALES.map((l) => ({ locale: l, href: `/${localePrefix(l)}`, label: names[l] })),
    },
    { status: 404 },
  );
}

export const meta = notFoundMeta;

export default function UnknownLocale() {
  const { title, body, homeLabel, homeHref, locales } = useLoaderData<typeof loader>();
  return (
    <main id="main">
      <NotFound title={title} body={body} homeLabel={homeLabel} homeHref={homeHref} otherLocales={locales} />
    </main>
  );
}
