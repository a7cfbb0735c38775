import { CAMPAIGN_PAGES } from "./campaign";
import { FORM_PAGES } from "./forms";
import { HOME_PAGES } from "./home";
import { SHOWCASE_PAGES } from "./showcase";
import type { SandboxPage } from "./types";
import { WEATHER_PAGES } from "./weather";

/**
 * Every page the sandbox's content service publishes, one module per family
 * of pages. A new family: its module here, one line below.
 */
export const PAGES: readonly SandboxPage[] = [...HOME_PAGES, ...CAMPAIGN_PAGES, ...SHOWCASE_PAGES, ...WEATHER_PAGES, ...FORM_PAGES];

export { ARTICLES } from "./articles";
