import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { landingSections } from "~/countries";
import { quotationsBar } from "~/finance/quotations.server";
import { QuotationsBar } from "~/finance/quotations-bar";
import { href, localeOfPath } from "~/i18n/href";
import { i18nServer } from "~/i18n/i18next.server";
import { redirectToOnboarding } from "~/onboarding/redirect.server";
import { metaFromLoader } from "~/seo/page-meta";
import { Hero } from "~/ui/hero/hero";
import { SectionCards } from "~/ui/section-cards/section-cards";

/** The locale's home: a hero and a card for every section the country enables. */
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = localeOfPath(new URL(request.url).pathname)!;
  await redirectToOnboarding(request, locale);
  const t = await i18nServer.getFixedT(locale, "home");
  return {
    quotations: await quotationsBar(request, locale),
    meta: { title: t("meta.title"), description: t("meta.description"), keywords: t("meta.keywords") },
    hero: { title: t("hero.title"), lead: t("hero.lead") },
    sectionsHeading: t("sections.heading"),
    sections: landingSections(locale).map(({ section }) => ({
      href: href(locale, section)!,
      title: t(`sections.${section}.title`),
      description: t(`sections.${section}.description`),
    })),
  };
}

export const meta = metaFromLoader();

export default function Home() {
  const { hero, sectionsHeading, sections, quotations } = useLoaderData<typeof loader>();
  return (
    <>
      <Hero title={hero.title} lead={hero.lead} />
      {quotations ? <QuotationsBar data={quotations} contained /> : null}
      <SectionCards heading={sectionsHeading} cards={sections} />
    </>
  );
}
