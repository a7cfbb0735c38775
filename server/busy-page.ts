import { FALLBACK_LOCALE, type Locale, localePrefix, LOCALES } from "~/countries";
import { localeOfPath } from "~/i18n/href";
import { resources } from "~/i18n/resources.server";

/**
 * The page a grower gets when the portal is too busy to render theirs (issue 28): in the locale of the address
 * asked for, with a link to ask for it again. Written once per locale at boot, only the link filled in: an
 * overloaded portal must answer it without rendering anything.
 */
const RETRY_HREF = "\u0000retry\u0000";
const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

function busyPageOf(locale: Locale): string {
  const errors = (resources[locale].common as { errors: Record<string, string> }).errors;
  const [title, body, retry] = [errors.busyTitle, errors.busyBody, errors.busyRetry].map(escape);
  return (
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${title} | Surco</title></head><body><main><h1>${title}</h1><p>${body}</p>` +
    `<p><a href="${RETRY_HREF}">${retry}</a></p></main></body></html>`
  );
}

const pages = new Map(LOCALES.map((locale) => [locale, busyPageOf(locale)]));

/** The busy page for an address (path and query): the same address to try again, when it is one of ours. */
export function busyPage(address: string): string {
  const pathname = address.split("?")[0];
  const locale = localeOfPath(pathname) ?? FALLBACK_LOCALE;
  // A path that starts with "//" or "/\\" would leave the site: such a grower tries again from the locale's home.
  const ours = /^\/(?![/\\])/.test(address) ? address : `/${localePrefix(locale)}`;
  return pages.get(locale)!.replace(RETRY_HREF, () => escape(ours));
}
