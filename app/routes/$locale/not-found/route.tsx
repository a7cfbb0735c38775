import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { notFoundMeta } from "~/seo/page-meta";
import { useLoaderData } from "@remix-run/react";
import { localeOfPath } from "~/i18n/href";
import { i18nServer } from "~/i18n/i18next.server";
import { NotFound } from "~/ui/not-found/not-found";

/** Any address under a locale that no section claims: a localized 404 inside the site's frame. */
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = localeOfPath(new URL(request.url).pathname)!;
  const t = await i18nServer.getFixedT(locale, "common");
  return data(
    { title: t("errors.notFoundTitle"), body: t("errors.notFoundBody"), homeLabel: t("errors.home"), homeHref: `/${locale.toLowerCase()}` },
    { status: 404 },
  );
}

export const meta = notFoundMeta;

export default function LocaleNotFound() {
  const { title, body, homeLabel, homeHref } = useLoaderData<typeof loader>();
  return <NotFound title={title} body={body} homeLabel={homeLabel} homeHref={homeHref} />;
}
