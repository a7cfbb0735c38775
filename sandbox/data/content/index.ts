import { CAMPAIGN_PAGES } from "./campaign";
import { FINDER_PAGES } from "./finder";
import { HOME_PAGES } from "./home";
import type { SandboxPage } from "./types";

/**
 * Every page the sandbox's content service publishes, one module per family
 * of pages. A new family: its module here, one line below.
 */
export const PAGES: readonly SandboxPage[] = [...HOME_PAGES, ...CAMPAIGN_PAGES, ...FINDER_PAGES];

export { ARTICLES } from "./articles";
