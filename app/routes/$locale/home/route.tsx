import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { type ClientLoaderFunctionArgs, useLoaderData } from "@remix-run/react";

import { contentMeta } from "~/content/content-meta";
import { homePage } from "~/content/home.server";
import { withBlockCode } from "~/content/registry";
import { RenderBlocks } from "~/content/render-blocks";
import { localeOfPath } from "~/i18n/href";
import { redirectToOnboarding } from "~/onboarding/redirect.server";

/**
 * The locale's home, composed in the content service (app/content/home.server.ts):
 * its hero, the quotations where the country shows them, the signed-in
 * grower's own blocks and what growers come for.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = localeOfPath(new URL(request.url).pathname)!;
  await redirectToOnboarding(request, locale);
  return homePage(request, locale);
}

export const meta: MetaFunction<typeof loader> = contentMeta;

export const clientLoader = async ({ serverLoader }: ClientLoaderFunctionArgs) =>
  withBlockCode(await serverLoader<typeof loader>(), (data) => data.blocks);

export default function Home() {
  const { blocks, context, assets } = useLoaderData<typeof loader>();
  return <RenderBlocks blocks={blocks} context={context} assets={assets} />;
}
