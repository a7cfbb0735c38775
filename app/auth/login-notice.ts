/**
 * How a failed or refused login is told to the grower: the callback sends them
 * to their locale's home with `?login=failed` or `?login=refused`, and the site
 * header shows why, with a way on. Shared by the server routes and the header.
 */
export const LOGIN_NOTICE_PARAM = "login";
const LOGIN_NOTICES = ["failed", "refused"] as const;
export type LoginNotice = (typeof LOGIN_NOTICES)[number];

/** The query value that asks the provider for the password even when its session lives (OpenID Connect `prompt`). */
export const PROMPT_PARAM = "prompt";
export const PROMPT_LOGIN = "login";

/** The locale home that tells the grower why the login did not happen ("/" when the locale is unknown). */
export function loginNoticeHref(localePrefix: string | null, notice: LoginNotice): string {
  return localePrefix ? `/${localePrefix}?${LOGIN_NOTICE_PARAM}=${notice}` : "/";
}

/** The notice an address carries, if any. */
export function loginNoticeOf(search: string): LoginNotice | null {
  const value = new URLSearchParams(search).get(LOGIN_NOTICE_PARAM);
  return LOGIN_NOTICES.find((notice) => notice === value) ?? null;
}

/** "Sign in with another account": the same login address, asking for the password whatever the provider remembers. */
export function anotherAccountHref(loginHref: string): string {
  return `${loginHref}${loginHref.includes("?") ? "&" : "?"}${PROMPT_PARAM}=${PROMPT_LOGIN}`;
}
