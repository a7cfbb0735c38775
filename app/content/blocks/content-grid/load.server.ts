import type { BlockLoadArgs } from "~/content/block-loaders.server";
import { GRID_SCREENS, gridAnchorOf, gridPageHref, gridWindow, screenPager } from "~/domain/content/content-grid";
import { contentGridQuery } from "~/domain/content/content-grid-query";
import { readQuery } from "~/forms/read-query";
import { i18nServer } from "~/i18n/i18next.server";
import { pageItems } from "~/ui/pagination/page-items";

import type { ContentGridBlockData } from "./schema";

/**
 * The grid's page from the URL (`?page`, `?size`) and one pager per screen
 * size, every link and label ready (decision 0033). The cards themselves are
 * in the block already.
 */
export async function loadContentGrid(block: ContentGridBlockData, { locale, url }: BlockLoadArgs) {
  const t = await i18nServer.getFixedT(locale, "blocks");
  const { page, size } = readQuery(url.searchParams, contentGridQuery).value;
  const total = block.cards.length;
  const window = gridWindow(total, page, size);
  const link = (target: number, targetSize: typeof size) =>
    `${gridPageHref(url, target, targetSize)}#${gridAnchorOf(block.id)}`;
  return {
    offset: window.offset,
    end: window.end,
    label: t("grid.pages", { title: block.title }),
    pagers: GRID_SCREENS.map((screen) => {
      const pager = screenPager(window, total, screen);
      return {
        screen,
        previous: {
          label: t("grid.previous"),
          href: pager.current > 1 ? link(pager.current - 1, pager.size) : null,
        },
        next: {
          label: t("grid.next"),
          href: pager.current < pager.pageCount ? link(pager.current + 1, pager.size) : null,
        },
        items: pageItems(pager.current, pager.pageCount, pager.siblings).map((item) =>
          item === "gap"
            ? null
            : {
                page: item,
                href: link(item, pager.size),
                label: t("grid.page", { page: item, count: pager.pageCount }),
                current: item === pager.current,
              },
        ),
      };
    }).filter((pager) => pager.items.length > 1),
  };
}
export type ContentGridLoaded = Awaited<ReturnType<typeof loadContentGrid>>;
