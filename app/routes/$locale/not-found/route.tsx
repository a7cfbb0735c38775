import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { composeBlocks } from "~/content/compose-page.server";
import { contentMeta } from "~/content/content-meta";
import { contentPathOf, publishedPage } from "~/content/page.server";
import { RenderBlocks } from "~/content/render-blocks";
import { localeOfPath } from "~/i18n/href";

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
  return {
    meta: { title: page.title, description: page.description, shareImage: page.shareImage ?? null },
    ...(await composeBlocks(request, locale, page.blocks)),
  };
}

export const meta: MetaFunction<typeof loader> = contentMeta;

export default function ContentPage() {
  const { blocks, context } = useLoaderData<typeof loader>();
  return <RenderBlocks blocks={blocks} context={context} />;
}
