import { Link, useLocation } from "@remix-run/react";
import { loginHref } from "~/auth/return-address";
import { pageOf, switcherTargets } from "~/i18n/href";
import type { LayoutData } from "~/routes/$locale/layout";
import { showOnFocus } from "../a11y.css";
import { container } from "../layout.css";
import { Logo } from "../logo/logo";
import { AccountMenu } from "./account-menu";
import { LanguageSwitcher } from "./language-switcher";
import { MainNav } from "./main-nav";
import * as styles from "./site-header.css";
import { useHeaderMenus } from "./use-header-menus";

/** The query flag the login callback sets when a login fails. */
export const LOGIN_FAILED_PARAM = "login";

/**
 * The login address for this page: its path and query, minus the failed-login
 * flag (coming back with it would show the notice again).
 */
export function loginHrefFor(pathname: string, search: string): string {
  const query = new URLSearchParams(search);
  query.delete(LOGIN_FAILED_PARAM);
  const rest = query.toString();
  return loginHref(`${pathname}${rest ? `?${rest}` : ""}`);
}

/**
 * The site header (spec 002 §2, §4): skip link, logo, main navigation with
 * its mega menu and mobile drill-down, language switcher and account menu,
 * and the failed-login notice. Everything works without JavaScript; the
 * script only drives the menus (see useHeaderMenus).
 */
export function SiteHeader({ data }: { data: LayoutData }) {
  const location = useLocation();
  const menus = useHeaderMenus(location.key);
  const { copy } = data;
  const page = pageOf(location.pathname) ?? { locale: data.locale, section: "home" as const };
  const languages = switcherTargets(page).map((target) => ({ ...target, label: data.languageNames[target.locale] }));
  const loginFailed = new URLSearchParams(location.search).get(LOGIN_FAILED_PARAM) === "failed";
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
          <LanguageSwitcher targets={languages} label={copy.language} menus={menus} />
          <AccountMenu
            account={data.account}
            copy={copy}
            locale={data.locale}
            loginHref={loginHrefFor(location.pathname, location.search)}
            menus={menus}
          />
        </div>
      </div>
      {loginFailed ? (
        <p role="alert" className={styles.notice}>
          {copy.loginFailed}
        </p>
      ) : null}
    </header>
  );
}
