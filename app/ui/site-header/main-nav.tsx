import { drilledSection, isDrawerOpen, isOpen, MOBILE_MENU } from "~/navigation/mega-menu";
import { activeEntryLabel, type ResolvedEntry } from "~/navigation/resolve";

import { Disclosure } from "../disclosure/disclosure";
import { ChevronDownIcon, ChevronLeftIcon, CloseIcon, MenuIcon } from "../icons/icons";
import { currentness, NavLink } from "./nav-link";
import * as styles from "./site-header.css";
import { backButtonId, type HeaderMenus, menuDomId } from "./use-header-menus";

interface MainNavCopy {
  mainNavigation: string;
  openMenu: string;
  closeMenu: string;
  back: string;
}

export interface MainNavProps {
  entries: ResolvedEntry[];
  /** The current path: it decides the active item. */
  pathname: string;
  copy: MainNavCopy;
  menus: HeaderMenus;
}

/** A deep section's menu id: its position in the navigation. */
const sectionMenuId = (index: number) => `s${index}`;
const LIST_ID = "sh-nav-list";

/**
 * The main navigation (spec 002 §2): plain links and deep sections. From
 * 1200 px a deep section drops a mega panel; below, the menu button opens a
 * drawer that drills down one section at a time (Back, close). Without
 * JavaScript the same list is nested <details>, and every link is reachable.
 */
export function MainNav({ entries, pathname, copy, menus }: MainNavProps) {
  const { state, enhanced } = menus;
  const active = activeEntryLabel(entries, pathname);
  const drilled = drilledSection(state);
  return (
    <nav aria-label={copy.mainNavigation} className={styles.nav}>
      <Disclosure
        id={menuDomId(MOBILE_MENU)}
        enhanced={enhanced}
        open={isDrawerOpen(state)}
        onToggle={menus.toggleDrawer}
        controls={LIST_ID}
        className={styles.drawerDisclosure}
        toggleClassName={styles.barControl}
        toggle={
          <>
            <MenuIcon className={styles.whenClosed} />
            <CloseIcon className={styles.whenOpen} />
            <span>{copy.openMenu}</span>
          </>
        }
      />
      <ul
        id={LIST_ID}
        className={styles.navList}
        data-open={isDrawerOpen(state) ? "" : undefined}
        data-drilled={drilled ? "" : undefined}
      >
        {entries.map((entry, index) => {
          if (entry.kind === "link") {
            return (
              <li key={entry.href} className={styles.navItem}>
                <NavLink
                  link={entry}
                  current={entry.label === active ? currentness(entry.href, pathname) : undefined}
                  className={styles.topLink}
                />
              </li>
            );
          }
          const menu = sectionMenuId(index);
          const id = menuDomId(menu);
          return (
            <li key={menu} className={styles.navItem} data-current={drilled === menu ? "" : undefined}>
              <Disclosure
                id={id}
                enhanced={enhanced}
                open={isOpen(state, menu)}
                onToggle={() => menus.toggleSection(menu)}
                toggleClassName={styles.topLink}
                toggleAttributes={{ "data-active": entry.label === active ? "" : undefined }}
                panelClassName={styles.megaPanel}
                toggle={
                  <>
                    <span>{entry.label}</span>
                    <ChevronDownIcon className={styles.drillChevron} size={18} />
                  </>
                }
              >
                {enhanced ? (
                  <>
                    <div className={styles.panelBar}>
                      <button type="button" id={backButtonId(menu)} className={styles.barControl} onClick={menus.back}>
                        <ChevronLeftIcon />
                        <span>{copy.back}</span>
                      </button>
                      <button type="button" className={styles.barControl} onClick={menus.closeDrawer}>
                        <span>{copy.closeMenu}</span>
                        <CloseIcon />
                      </button>
                    </div>
                    <p className={styles.panelTitle}>{entry.label}</p>
                  </>
                ) : null}
                {entry.groups.map((group, g) => (
                  <div key={group.label} className={styles.group}>
                    <p id={`${id}-g${g}`} className={styles.groupLabel}>
                      {group.label}
                    </p>
                    <ul aria-labelledby={`${id}-g${g}`} className={styles.plainList}>
                      {group.items.map((item) => (
                        <li key={item.href}>
                          <NavLink
                            link={item}
                            current={currentness(item.href, pathname)}
                            className={styles.panelLink}
                          />
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </Disclosure>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
