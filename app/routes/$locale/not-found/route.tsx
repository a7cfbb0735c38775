import type { LoaderFunctionArgs, MetaFunction, SerializeFrom } from "@remix-run/node";
import { type ClientLoaderFunctionArgs, useLoaderData } from "@remix-run/react";

import { composeBlocks } from "~/content/compose-page.server";
import { resolveContentHref } from "~/content/content-href";
import { contentMeta } from "~/content/content-meta";
import { contentPathOf, publishedPage } from "~/content/page.server";
import { withBlockCode } from "~/content/registry";
import { RenderBlocks } from "~/content/render-blocks";
import { contentJsonLd } from "~/content/structured-data.server";
import { localeOfPath } from "~/i18n/href";
import { blocksRunInBrowser } from "~/light/block-scripts";
import { scriptsWhen } from "~/light/route-scripts";
import { alternatesIn } from "~/seo/alternates.server";
import { pageShareImage } from "~/seo/content-share-image.server";

/**
 * Any address under a locale that no section claims: the page the content
 * service publishes there (issue 14: a country team launches a page by
 * publishing it), else the 404 that the locale layout's ErrorBoundary renders
 * inside the site's frame, the same page every route's "not found" gets.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname)!;
  const page = await publishedPage(locale, contentPathOf(url.pathname, locale));
  const [alternates, composed] = await Promise.all([
    // Its translations (one translation id), each at its own path; without one, the page alone (decision 0042).
    alternatesIn("contentPages", {
      locale,
      href: resolveContentHref(locale, page.path),
    }),
    composeBlocks(request, locale, page.blocks),
  ]);
  const shown = composed.blocks.map(({ block }) => block);
  return {
    meta: {
      title: page.title,
      description: page.description,
      shareImage: pageShareImage(page.shareImage, shown),
      alternates,
      jsonLd: await contentJsonLd(locale, shown, { home: false }),
    },
    ...composed,
  };
}

export const meta: MetaFunction<typeof loader> = contentMeta;

export const clientLoader = async ({ serverLoader }: ClientLoaderFunctionArgs) =>
  withBlockCode(await serverLoader<typeof loader>(), (data) => data.blocks);

/** A form block's POST (newsletter, marketing and contact forms: decision 0044). */
export { contentFormAction as action } from "~/marketing/content-form-action.server";

/** Ships the client runtime only when a block on the page acts in the browser (weather, carousels, the finder...). */
export const handle = scriptsWhen<SerializeFrom<typeof loader>>((data) => blocksRunInBrowser(data.blocks));

export default function ContentPage() {
  const { blocks, context, assets } = useLoaderData<typeof loader>();
  return <RenderBlocks blocks={blocks} context={context} assets={assets} />;
}
