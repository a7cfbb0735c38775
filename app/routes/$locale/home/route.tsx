import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { type ClientLoaderFunctionArgs, useLoaderData } from "@remix-run/react";

import { contentMeta } from "~/content/content-meta";
import { homePage } from "~/content/home.server";
import { withBlockCode } from "~/content/registry";
import { RenderBlocks } from "~/content/render-blocks";
import { quotationsBar } from "~/finance/quotations.server";
import { QuotationsBar } from "~/finance/quotations-bar";
import { localeOfPath } from "~/i18n/href";
import { redirectToOnboarding } from "~/onboarding/redirect.server";

/**
 * The locale's home, composed in the content service (app/content/home.server.ts):
 * its hero, the signed-in grower's own blocks and what growers come for, with
 * the quotations bar below the hero where the country shows it.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = localeOfPath(new URL(request.url).pathname)!;
  await redirectToOnboarding(request, locale);
  const [quotations, home] = await Promise.all([quotationsBar(request, locale), homePage(request, locale)]);
  return { quotations, ...home };
}

export const meta: MetaFunction<typeof loader> = contentMeta;

export const clientLoader = async ({ serverLoader }: ClientLoaderFunctionArgs) =>
  withBlockCode(await serverLoader<typeof loader>(), (data) => data.blocks);

export default function Home() {
  const data = useLoaderData<typeof loader>();
  const quotations = data.quotations ? <QuotationsBar data={data.quotations} contained /> : null;
  return <RenderBlocks blocks={data.blocks} context={data.context} assets={data.assets} afterFirst={quotations} />;
}
