import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { pageOf } from "~/i18n/href";
import { i18nServer } from "~/i18n/i18next.server";
import { notFound } from "~/render/http-errors";
import { metaFromLoader } from "~/seo/page-meta";
import { type AnchorEntry, parseAnchorEntry } from "~/ui/anchor-menu/anchor-entry";

import { ContentPage, type ContentSection } from "./content-page";

/**
 * Editorial pages (about, privacy): one module for all of them, the text in
 * the `pages` namespace under the section's id, so a country team adds a page
 * with a config entry and translations. The anchor menu lists the page's
 * sections, then its external links ("button:" entries).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const page = pageOf(new URL(request.url).pathname);
  if (!page || page.section === "home") throw notFound();
  const [t, common] = await Promise.all([
    i18nServer.getFixedT(page.locale, "pages"),
    i18nServer.getFixedT(page.locale, "common"),
  ]);
  const key = page.section;
  const sections = t(`${key}.sections`, { returnObjects: true }) as ContentSection[];
  const links = t(`${key}.links`, { returnObjects: true }) as { label: string; target: string }[];
  const anchors = [
    ...sections.map((s) => parseAnchorEntry(s.title, `#${s.id}`)),
    ...links.map((l) => parseAnchorEntry(l.label, l.target)),
  ].filter((entry): entry is AnchorEntry => entry !== null);
  return {
    meta: { title: t(`${key}.title`), description: t(`${key}.description`), keywords: t(`${key}.keywords`) },
    title: t(`${key}.title`),
    lead: t(`${key}.lead`),
    anchorMenuLabel: common("anchorMenu.label"),
    anchors,
    sections,
  };
}

export type ContentData = Awaited<ReturnType<typeof loader>>;

export const meta = metaFromLoader();

export default function Content() {
  return <ContentPage data={useLoaderData<typeof loader>()} />;
}
