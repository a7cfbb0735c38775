/**
 * The header's menu state (spec 002 §2 "Header and navigation", §4 "Header
 * menu") as pure functions, so the rules can be tested without a browser.
 *
 * The spec's mega menu knows three actions: OPEN (sets the current menu and
 * remembers the previous one), BACK (returns to the previous menu, or closes
 * when there is none) and CLOSE (clears everything). `megaMenuReducer` is
 * exactly that.
 *
 * The header then turns what the visitor does into those actions
 * (`headerMenuReducer`):
 * - a click on a deep section opens it;
 * - on desktop, a second click on the open section closes it;
 * - on mobile, the menu toggle opens the menu at its first level, and closes
 *   it together with any sub-menu that is open;
 * - the account and language pop-ups open on their own (nothing to go back to)
 *   and close on a second click;
 * - the menu closes when the window crosses the desktop minimum width
 *   (1200 px): reaching it is the spec's rule; leaving it closes too, so a
 *   desktop panel never reappears as a half-open mobile drawer.
 */

import { isDesktopWidth } from "~/ui/breakpoints";

/** A menu of the header: the mobile drawer, a deep section, or a pop-up. */
export type MenuId = string;

/** The mobile drawer (level 1 of the drill-down). */
export const MOBILE_MENU: MenuId = "menu";

export interface MegaMenuState {
  /** The menu on screen, or null when everything is closed. */
  readonly current: MenuId | null;
  /** The menus BACK returns to, the nearest last. */
  readonly previous: readonly MenuId[];
}

export type MegaMenuAction = { type: "OPEN"; menu: MenuId } | { type: "BACK" } | { type: "CLOSE" };

export const CLOSED: MegaMenuState = Object.freeze({ current: null, previous: Object.freeze([]) as readonly MenuId[] });

export function megaMenuReducer(state: MegaMenuState, action: MegaMenuAction): MegaMenuState {
  switch (action.type) {
    case "OPEN": {
      if (state.current === action.menu) return state;
      // Opening a menu we came through is going back to it, not a loop.
      const earlier = state.previous.indexOf(action.menu);
      if (earlier >= 0) return { current: action.menu, previous: state.previous.slice(0, earlier) };
      return {
        current: action.menu,
        previous: state.current === null ? state.previous : [...state.previous, state.current],
      };
    }
    case "BACK": {
      if (state.previous.length === 0) return CLOSED;
      return { current: state.previous[state.previous.length - 1], previous: state.previous.slice(0, -1) };
    }
    case "CLOSE":
      return state.current === null && state.previous.length === 0 ? state : CLOSED;
    default:
      return state;
  }
}

/** What the visitor did in the header. */
export type HeaderMenuEvent =
  | MegaMenuAction
  /** A click on a deep section's toggle; `desktop` is whether the window is at least 1200 px wide. */
  | { type: "SECTION_CLICK"; menu: MenuId; desktop: boolean }
  /** The mobile menu button. */
  | { type: "MENU_TOGGLE" }
  /** A stand-alone pop-up's toggle (account, language). */
  | { type: "POPUP_TOGGLE"; menu: MenuId }
  /** The window crossed the desktop minimum width; `desktop` is the side it is on now. */
  | { type: "VIEWPORT_CHANGE"; desktop: boolean };

/** Opens a menu with nothing to go back to. */
function openAlone(menu: MenuId): MegaMenuState {
  return megaMenuReducer(CLOSED, { type: "OPEN", menu });
}

export function headerMenuReducer(state: MegaMenuState, event: HeaderMenuEvent): MegaMenuState {
  switch (event.type) {
    case "SECTION_CLICK":
      if (event.desktop) return state.current === event.menu ? CLOSED : openAlone(event.menu);
      // Mobile: drill down from wherever the drawer is, remembering the way back.
      return megaMenuReducer(state, { type: "OPEN", menu: event.menu });
    case "MENU_TOGGLE":
      return isDrawerOpen(state) ? CLOSED : openAlone(MOBILE_MENU);
    case "POPUP_TOGGLE":
      return state.current === event.menu ? CLOSED : openAlone(event.menu);
    case "VIEWPORT_CHANGE":
      return megaMenuReducer(state, { type: "CLOSE" });
    default:
      return megaMenuReducer(state, event);
  }
}

/**
 * The event a resize produces: VIEWPORT_CHANGE when the width crosses the
 * desktop minimum (1200 px) in either direction, null otherwise.
 */
export function viewportChange(previousWidth: number, width: number): HeaderMenuEvent | null {
  const desktop = isDesktopWidth(width);
  return desktop === isDesktopWidth(previousWidth) ? null : { type: "VIEWPORT_CHANGE", desktop };
}

/** Whether this menu is the one on screen. */
export function isOpen(state: MegaMenuState, menu: MenuId): boolean {
  return state.current === menu;
}

/** Whether the mobile drawer is open, at its first level or drilled into a section. */
export function isDrawerOpen(state: MegaMenuState): boolean {
  return state.current === MOBILE_MENU || state.previous.includes(MOBILE_MENU);
}

/** The section the mobile drawer has drilled into, if any. */
export function drilledSection(state: MegaMenuState): MenuId | null {
  return state.current !== null && state.current !== MOBILE_MENU && state.previous.includes(MOBILE_MENU)
    ? state.current
    : null;
}

/** The menu whose toggle should take the focus back when everything closes (Escape). */
export function outermostMenu(state: MegaMenuState): MenuId | null {
  return state.previous[0] ?? state.current;
}
