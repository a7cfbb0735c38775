import type { LoaderFunctionArgs, MetaFunction, SerializeFrom } from "@remix-run/node";
import { type ClientLoaderFunctionArgs, useLoaderData } from "@remix-run/react";

import { contentMeta } from "~/content/content-meta";
import { homePage } from "~/content/home.server";
import { withBlockCode } from "~/content/registry";
import { RenderBlocks } from "~/content/render-blocks";
import { localeOfPath } from "~/i18n/href";
import { blocksRunInBrowser } from "~/light/block-scripts";
import { scriptsWhen } from "~/light/route-scripts";
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

/** Ships the client runtime only when a block on it acts in the browser (none of the homes' do today). */
export const handle = scriptsWhen<SerializeFrom<typeof loader>>((data) => blocksRunInBrowser(data.blocks));

export default function Home() {
  const { blocks, context, assets } = useLoaderData<typeof loader>();
  return <RenderBlocks blocks={blocks} context={context} assets={assets} />;
}
