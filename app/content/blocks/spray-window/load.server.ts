import type { BlockLoadArgs } from "~/content/block-loaders.server";
import { sprayView } from "~/weather/spray-view.server";

import type { SprayWindowBlockData } from "./schema";

/** The strip's server data: the remembered place's coming hours, classed (app/weather/spray-view.server.ts). */
export function loadSprayWindow(block: SprayWindowBlockData, { request, locale }: BlockLoadArgs) {
  return sprayView(request, locale, { heading: block.heading, hours: block.hours });
}
