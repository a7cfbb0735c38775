import { countryOf, type Locale } from "~/countries";
import { href } from "~/i18n/href";

import type { ToolsBlockData } from "./schema";

export interface Tool {
  href: string;
  title: string;
  description: string;
}

/**
 * The tools a visitor is offered, in content's order: a section the locale
 * does not enable is skipped (a tool is linked only once its section exists),
 * and a private section (points, fields) only for a signed-in grower, so
 * anonymous visitors are not advertised tools they cannot open.
 */
export function toolsFor(locale: Locale, items: ToolsBlockData["items"], isLoggedIn: boolean): Tool[] {
  const sections = countryOf(locale).sections;
  return items.flatMap(({ section, title, description }) => {
    const target = href(locale, section);
    if (!target) return [];
    if (sections[section]?.visibility === "private" && !isLoggedIn) return [];
    return [{ href: target, title, description }];
  });
}
