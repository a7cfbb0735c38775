import { isOpen } from "~/navigation/mega-menu";

import { Disclosure } from "../disclosure/disclosure";
import { ChevronDownIcon, GlobeIcon } from "../icons/icons";
import * as styles from "./site-header.css";
import { type HeaderMenus, menuDomId } from "./use-header-menus";

const LANGUAGE_MENU = "language";

interface LanguageTarget {
  locale: string;
  href: string;
  /** The language's name, in that language. */
  label: string;
}

export interface LanguageSwitcherProps {
  /** The same page in the country's other locales; nothing is shown when empty. */
  targets: LanguageTarget[];
  /** Names the pop-up when there are several targets. */
  label: string;
  menus: HeaderMenus;
}

/**
 * The language switcher (spec 002 §2): shown only where the country has more
 * than one locale. With one other locale it is a single link; with more, a
 * small pop-up. The links load a whole document, so `<html lang>` follows.
 */
export function LanguageSwitcher({ targets, label, menus }: LanguageSwitcherProps) {
  if (targets.length === 0) return null;
  if (targets.length === 1) {
    const [target] = targets;
    return (
      // The code ("ES") a phone shows in place of the name is drawn by CSS from the attribute: a text browser
      // reads the name once, not "ESEspañol" (issue 27).
      <a
        href={target.href}
        hrefLang={target.locale}
        lang={target.locale}
        className={`${styles.barControl} ${styles.languageCode}`}
        data-code={target.locale.slice(0, 2).toUpperCase()}
      >
        <GlobeIcon />
        <span className={styles.toolLabel}>{target.label}</span>
      </a>
    );
  }
  return (
    <Disclosure
      id={menuDomId(LANGUAGE_MENU)}
      enhanced={menus.enhanced}
      open={isOpen(menus.state, LANGUAGE_MENU)}
      onToggle={() => menus.togglePopup(LANGUAGE_MENU)}
      toggleClassName={styles.barControl}
      panelClassName={styles.popupPanel}
      toggle={
        <>
          <GlobeIcon />
          <span className={styles.toolLabel}>{label}</span>
          <ChevronDownIcon className={styles.chevron} size={16} />
        </>
      }
    >
      <ul className={styles.plainList}>
        {targets.map((target) => (
          <li key={target.locale}>
            <a href={target.href} hrefLang={target.locale} lang={target.locale} className={styles.panelLink}>
              {target.label}
            </a>
          </li>
        ))}
      </ul>
    </Disclosure>
  );
}
