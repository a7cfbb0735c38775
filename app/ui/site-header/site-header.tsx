import { Link, useLocation } from "@remix-run/react";

import { anotherAccountHref, LOGIN_NOTICE_PARAM, loginNoticeOf } from "~/auth/login-notice";
import { loginHref } from "~/auth/return-address";
import type { LayoutData } from "~/layout/layout-data";
import { type Alternate, pageAlternates, switchTargets } from "~/seo/alternates";

import { showOnFocus } from "../a11y.css";
import { Apart } from "../apart/apart";
import { container } from "../layout.css";
import { Logo } from "../logo/logo";
import { AccountMenu } from "./account-menu";
import { LanguageSwitcher } from "./language-switcher";
import { MainNav } from "./main-nav";
import { SearchEntry } from "./search-entry";
import * as styles from "./site-header.css";
import { useHeaderMenus } from "./use-header-menus";

/**
 * The login address for this page: its path and query, minus the login
 * notice flag (coming back with it would show the notice again).
 */
export function loginHrefFor(pathname: string, search: string): string {
  const query = new URLSearchParams(search);
  query.delete(LOGIN_NOTICE_PARAM);
  const rest = query.toString();
  return loginHref(`${pathname}${rest ? `?${rest}` : ""}`);
}

/**
 * The site header (spec 002 §2, §4): skip link, logo, main navigation with
 * its mega menu and mobile drill-down, language switcher and account menu,
 * and the notice of a failed or refused login. Everything works without JavaScript; the
 * script only drives the menus (see useHeaderMenus).
 */
export function SiteHeader({
  data,
  sameElsewhere,
}: {
  data: LayoutData;
  /**
   * Where the page shown exists (app/seo/alternates.ts `pageAlternates`, from the route matches), as its head's
   * hreflang says; not given, what its section says.
   */
  sameElsewhere?: readonly Alternate[] | null;
}) {
  const location = useLocation();
  const menus = useHeaderMenus(location.key);
  const { copy } = data;
  const alternates = sameElsewhere === undefined ? pageAlternates([], location.pathname) : sameElsewhere;
  const languages = switchTargets(data.locale, alternates).map((target) => ({
    ...target,
    label: data.languageNames[target.locale],
  }));
  const notice = loginNoticeOf(location.search);
  const login = loginHrefFor(location.pathname, location.search);
  return (
    <header ref={menus.ref} className={styles.header}>
      <a href="#main" className={showOnFocus}>
        {copy.skipToContent}
      </a>
      <div className={`${container} ${styles.bar}`}>
        <Link to={data.homeHref} className={styles.brand} aria-label={copy.homeLabel}>
          <Logo brand={copy.brand} />
        </Link>
        <MainNav entries={data.navigation} pathname={location.pathname} copy={copy} menus={menus} />
        <div className={styles.tools}>
          <Apart>
            {data.search ? <SearchEntry search={data.search} /> : null}
            <LanguageSwitcher targets={languages} label={copy.language} menus={menus} />
            <AccountMenu account={data.account} copy={copy} locale={data.locale} loginHref={login} menus={menus} />
          </Apart>
        </div>
      </div>
      {notice === "failed" ? (
        <p role="alert" className={styles.notice}>
          {copy.loginFailed}
        </p>
      ) : null}
      {notice === "refused" ? (
        // Why the login did not hold, and the way on: the provider asks for a password, not for the same account again.
        <p role="alert" className={styles.notice}>
          {copy.loginRefused}{" "}
          <a href={anotherAccountHref(login)} className={styles.noticeLink}>
            {copy.anotherAccount}
          </a>
        </p>
      ) : null}
    </header>
  );
}
