import { Link } from "@remix-run/react";

import { anotherAccountHref } from "~/auth/login-notice";
import { type Locale, localePrefix } from "~/countries";
import { isOpen } from "~/navigation/mega-menu";

import { visuallyHidden } from "../a11y.css";
import { Disclosure } from "../disclosure/disclosure";
import { ChevronDownIcon, LogOutIcon, UserIcon } from "../icons/icons";
import { StarRating } from "../star-rating/star-rating";
import * as styles from "./site-header.css";
import { type HeaderMenus, menuDomId } from "./use-header-menus";

const ACCOUNT_MENU = "account";
const LOGOUT_ACTION = "/api/auth/logout";

interface AccountMenuAccount {
  isLoggedIn: boolean;
  greeting: string | null;
  /** The stars in words ("3 stars"), or null when unknown. */
  stars: string | null;
  starCount: number | null;
  loyaltyUnavailable: boolean;
  accountHref: string | null;
  contactHref: string | null;
  /** The alert inbox and its unread count, for a signed-in grower where the country has alerts. */
  alerts?: { href: string; label: string; unread: number | null; unreadLabel: string | null } | null;
}

interface AccountMenuCopy {
  accountMenu: string;
  login: string;
  logout: string;
  myAccount: string;
  contact: string;
  loyaltyUnavailable: string;
  anotherAccount: string;
}

export interface AccountMenuProps {
  account: AccountMenuAccount;
  copy: AccountMenuCopy;
  locale: Locale;
  /** Where "Log in" goes: the login address carrying this page as the way back. */
  loginHref: string;
  menus: HeaderMenus;
}

/**
 * The account menu (spec 002 §2): before login, "Log in" and contact; after
 * it, the greeting (the toggle's name, said once), the stars (or why they are missing), the account page,
 * contact, "Log in with another account" (the provider asks for a password
 * whoever it remembers) and "Log out" (a plain POST form, so it works without
 * JavaScript). Logout exists only for a logged-in visitor.
 */
export function AccountMenu({ account, copy, locale, loginHref, menus }: AccountMenuProps) {
  const label = account.isLoggedIn ? (account.greeting ?? copy.myAccount) : copy.accountMenu;
  // Contact is offered before and after login alike.
  const contactItem = account.contactHref ? (
    <li>
      <Link to={account.contactHref} className={styles.panelLink}>
        {copy.contact}
      </Link>
    </li>
  ) : null;
  return (
    <Disclosure
      id={menuDomId(ACCOUNT_MENU)}
      enhanced={menus.enhanced}
      open={isOpen(menus.state, ACCOUNT_MENU)}
      onToggle={() => menus.togglePopup(ACCOUNT_MENU)}
      toggleClassName={styles.barControl}
      panelClassName={styles.popupPanel}
      toggle={
        <>
          <UserIcon />
          <span className={styles.toolLabel}>{label}</span>
          {account.alerts?.unread ? (
            <>
              {" "}
              {/* The number is drawn from data-count; the words are what is read, once (a text browser too). */}
              <span className={styles.countBadge} data-count={account.alerts.unread}>
                <span className={visuallyHidden}>{account.alerts.unreadLabel}</span>
              </span>
            </>
          ) : null}
          <ChevronDownIcon className={styles.chevron} size={16} />
        </>
      }
    >
      {account.isLoggedIn ? (
        <>
          {account.starCount !== null && account.stars ? (
            <span className={styles.loyalty}>
              <StarRating count={account.starCount} label={account.stars} />
            </span>
          ) : account.loyaltyUnavailable ? (
            <p className={styles.note}>{copy.loyaltyUnavailable}</p>
          ) : null}
          <ul className={styles.plainList}>
            {account.accountHref ? (
              <li>
                <Link to={account.accountHref} className={styles.panelLink}>
                  {copy.myAccount}
                </Link>
              </li>
            ) : null}
            {account.alerts ? (
              <li>
                <Link to={account.alerts.href} className={styles.panelLink}>
                  {account.alerts.label}
                  {account.alerts.unreadLabel ? ` (${account.alerts.unreadLabel})` : null}
                </Link>
              </li>
            ) : null}
            {contactItem}
            <li>
              {/* A document navigation, like "Log in": the login is a resource route. */}
              <a href={anotherAccountHref(loginHref)} className={styles.panelLink}>
                {copy.anotherAccount}
              </a>
            </li>
          </ul>
          <form method="post" action={LOGOUT_ACTION} className={styles.logoutForm}>
            <input type="hidden" name="locale" value={localePrefix(locale)} />
            <button type="submit" className={styles.panelLink}>
              <LogOutIcon />
              <span>{copy.logout}</span>
            </button>
          </form>
        </>
      ) : (
        <ul className={styles.plainList}>
          <li>
            {/* A document navigation: login is a resource route, not a page. */}
            <a href={loginHref} className={`${styles.panelLink} ${styles.primaryLink}`}>
              {copy.login}
            </a>
          </li>
          {contactItem}
        </ul>
      )}
    </Disclosure>
  );
}
