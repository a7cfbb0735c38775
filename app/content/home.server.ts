import type { Locale } from "~/countries";
import { i18nServer } from "~/i18n/i18next.server";
import { pageShareImage } from "~/seo/content-share-image.server";
import { getPage } from "~/services/content/client.server";
import { log } from "~/services/log.server";

import type { ComposedPage } from "./block-props";
import type { Block } from "./block-schemas";
import { composeBlocks } from "./compose-page.server";
import type { ContentPageMeta } from "./content-meta";
import { contentJsonLd } from "./structured-data.server";

/**
 * A locale's home, composed in the content service (path "/"). When the
 * service cannot answer (and nothing is cached, not even stale), the home
 * still answers 200, composed here from the same blocks: the locale's own
 * hero text and a note that part of the page is unavailable, never an error
 * page for the site's front door.
 */
export type HomePage = { meta: ContentPageMeta } & ComposedPage;

export async function homePage(request: Request, locale: Locale): Promise<HomePage> {
  const t = await i18nServer.getFixedT(locale, "home");
  const keywords = t("meta.keywords");
  try {
    const page = await getPage(locale, "/");
    if (!page) throw new Error("no home page published");
    const composed = await composeBlocks(request, locale, page.blocks);
    const shown = composed.blocks.map(({ block }) => block);
    return {
      meta: {
        title: page.title,
        description: page.description,
        keywords,
        shareImage: pageShareImage(page.shareImage, shown),
        jsonLd: await contentJsonLd(locale, shown, { home: true }),
      },
      ...composed,
    };
  } catch (error) {
    // A redirect thrown by a gated main block is an answer, not a failure.
    if (error instanceof Response) throw error;
    log("warn", "home page without the content service", { locale, reason: (error as Error).message });
    const content = await i18nServer.getFixedT(locale, "content");
    const fallback: Block[] = [
      { kind: "hero", title: t("hero.title"), lead: t("hero.lead"), headingLevel: 1 },
      { kind: "callout", tone: "warning", title: content("block.unavailable"), text: content("home.unavailable") },
    ];
    const composed = await composeBlocks(request, locale, fallback);
    return {
      meta: {
        title: t("meta.title"),
        description: t("meta.description"),
        keywords,
        shareImage: null,
        jsonLd: await contentJsonLd(locale, [], { home: true }),
      },
      ...composed,
    };
  }
}
