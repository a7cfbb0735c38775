import type { SessionUser } from "~/auth/user";
import { requireUser } from "~/auth/user.server";
import { countryOf, type Locale } from "~/countries";
import { DATA_DELAY_DAYS } from "~/domain/loyalty/programme";
import { localeOfPath } from "~/i18n/href";
import { i18nServer } from "~/i18n/i18next.server";
import { isUpstreamError } from "~/services/errors";
import { getMember } from "~/services/loyalty/client.server";
import type { Member } from "~/services/loyalty/contract";

/**
 * Who is asking for a personal Impulso page (spec 001 §6): anonymous visitors
 * go to login (requireUser); a logged-in grower without a document, or whom
 * the programme does not know (404), is not a member and sees the
 * restricted-access page; when the programme cannot answer, the page still
 * renders and each widget shows its error state.
 */
export type LoyaltyAccess =
  | { kind: "member"; locale: Locale; user: SessionUser; document: string; member: Member }
  | { kind: "unavailable"; locale: Locale; user: SessionUser; document: string }
  | { kind: "not-member"; locale: Locale; user: SessionUser };

export async function loyaltyAccess(request: Request): Promise<LoyaltyAccess> {
  const locale = localeOfPath(new URL(request.url).pathname)!;
  const { user, loyalty } = await requireUser(request, locale);
  const document = user.document;
  if (!document || loyalty === "not-member") return { kind: "not-member", locale, user };
  try {
    return { kind: "member", locale, user, document, member: await getMember(document, locale) };
  } catch (error) {
    if (isUpstreamError(error) && error.status === 404) return { kind: "not-member", locale, user };
    return { kind: "unavailable", locale, user, document };
  }
}

/**
 * How every personal Impulso page's loader starts: who is asking (see
 * loyaltyAccess), the "loyalty" copy, and the page's meta from
 * `{page}.metaTitle` / `{page}.metaDescription`.
 */
export async function openLoyaltyPage(request: Request, page: "points" | "history" | "detail") {
  const url = new URL(request.url);
  const access = await loyaltyAccess(request);
  const { locale } = access;
  const t = await i18nServer.getFixedT(locale, "loyalty");
  const meta = { title: t(`${page}.metaTitle`), description: t(`${page}.metaDescription`) };
  return { url, access, locale, t, meta };
}

/** Settles a widget's call: its value, or the error its error state is chosen from. */
export async function settle<T>(promise: Promise<T>): Promise<{ ok: true; value: T } | { ok: false; error: unknown }> {
  try {
    return { ok: true, value: await promise };
  } catch (error) {
    return { ok: false, error };
  }
}

/** The restricted-access page's text (spec 001 §1, 002 §6: 'Acesso Restrito'). */
export async function restrictedAccess(locale: Locale) {
  const t = await i18nServer.getFixedT(locale, "loyalty");
  const links = countryOf(locale).programme;
  return {
    title: t("restricted.title"),
    body: t("restricted.body"),
    delay: t("restricted.delay", { count: DATA_DELAY_DAYS }),
    register: links ? { label: t("restricted.register"), href: links.register } : null,
    about: links ? { label: t("restricted.about"), href: links.about } : null,
    newWindow: t("common.newWindow"),
  };
}
export type RestrictedAccessData = Awaited<ReturnType<typeof restrictedAccess>>;
