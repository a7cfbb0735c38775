import { CAMPAIGN_PAGES } from "./campaign";
import { HOME_PAGES } from "./home";
import { NEWS_PAGES } from "./news";
import { POSTCODE_PAGES } from "./postcode";
import { SHOWCASE_PAGES } from "./showcase";
import type { SandboxPage } from "./types";
import { VIDEO_PAGES } from "./videos";
import { WEATHER_PAGES } from "./weather";

/**
 * Every page the sandbox's content service publishes, one module per family
 * of pages. A new family: its module here, one line below.
 */
export const PAGES: readonly SandboxPage[] = [
  ...HOME_PAGES,
  ...CAMPAIGN_PAGES,
  ...SHOWCASE_PAGES,
  ...WEATHER_PAGES,
  ...NEWS_PAGES,
  ...VIDEO_PAGES,
  ...POSTCODE_PAGES,
];

export { ARTICLES } from "./articles";
