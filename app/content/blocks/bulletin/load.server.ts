import type { BlockLoadArgs } from "~/content/block-loaders.server";
import { bulletinView } from "~/weather/bulletin-view.server";

import type { BulletinBlockData } from "./schema";

/** The player's server data: the cookie's region and the address's video (app/weather/bulletin-view.server.ts). */
export function loadBulletin(block: BulletinBlockData, { request, locale }: BlockLoadArgs) {
  return bulletinView(request, locale, { heading: block.heading });
}
