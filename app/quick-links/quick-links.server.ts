import type { TFunction } from "i18next";

import type { Locale } from "~/countries";
import { href } from "~/i18n/href";

import { quickLinksFor } from "./quick-link-sets";

export interface QuickLinksView {
  set: string;
  title: string;
  description: string;
  links: { label: string; href: string }[];
}

/** The grower's quick links in their locale: the set their roles pick, minus sections their country lacks. */
export function quickLinksView(t: TFunction, locale: Locale, roles: readonly string[]): QuickLinksView {
  const { set, sections } = quickLinksFor(roles);
  return {
    set,
    title: t(`quickLinks.sets.${set}.title`),
    description: t(`quickLinks.sets.${set}.description`),
    links: sections.flatMap((section) => {
      const address = href(locale, section);
      return address ? [{ label: t(`quickLinks.links.${section}`), href: address }] : [];
    }),
  };
}
