import { type RefObject, useEffect, useReducer, useRef } from "react";

import {
  CLOSED,
  headerMenuReducer,
  type MegaMenuState,
  type MenuId,
  MOBILE_MENU,
  outermostMenu,
} from "~/navigation/mega-menu";

import { MEDIA } from "../breakpoints";
import { toggleIdOf } from "../disclosure/disclosure";
import { useHydrated } from "../hooks/use-hydrated";

/** The element id base of a header menu ("sh-menu", "sh-s0", "sh-account"). */
export const menuDomId = (menu: MenuId) => `sh-${menu}`;
export const backButtonId = (menu: MenuId) => `${menuDomId(menu)}-back`;
/** The header menu a toggle element belongs to ("sh-account-toggle" → "account"), if any. */
const menuOfToggleId = (id: string): MenuId | null => /^sh-(.+)-toggle$/.exec(id)?.[1] ?? null;

export interface HeaderMenus {
  /** Put on the header: clicks outside it close the menus. */
  ref: RefObject<HTMLElement>;
  /** False until hydrated: the menus are native <details> until then. */
  enhanced: boolean;
  state: MegaMenuState;
  toggleSection(menu: MenuId): void;
  toggleDrawer(): void;
  togglePopup(menu: MenuId): void;
  back(): void;
  /** The drill-down's close control. */
  closeDrawer(): void;
}

const isDesktop = () => window.matchMedia(MEDIA.desktop).matches;

/**
 * The header's menus after hydration: the pure rules of
 * ~/navigation/mega-menu plus what only a browser can do (Escape, outside
 * clicks, the window crossing 1200 px, closing on navigation, and moving the
 * focus where the drill-down hides it).
 */
export function useHeaderMenus(locationKey: string): HeaderMenus {
  const enhanced = useHydrated();
  const [state, dispatch] = useReducer(headerMenuReducer, CLOSED);
  const ref = useRef<HTMLElement>(null);
  const focusNext = useRef<string | null>(null);
  const latest = useRef(state);
  latest.current = state;

  // A menu the grower opened before the scripts arrived (a native <details>)
  // stays open when it becomes a button: on a slow line that can be seconds of use.
  // The element the grower was on is replaced too: the focus goes to its successor of the same id.
  const focusedBeforeUpgrade = useRef<string | null>(null);
  // Effects of the hydrating render run before the upgrade's render, so the <details> are still there.
  useEffect(() => {
    for (const summary of ref.current?.querySelectorAll<HTMLElement>("details[open] > summary") ?? []) {
      const menu = menuOfToggleId(summary.id);
      if (menu) dispatch({ type: "OPEN", menu });
    }
    if (ref.current?.contains(document.activeElement))
      focusedBeforeUpgrade.current = document.activeElement?.id || null;
  }, []);
  useEffect(() => {
    const id = focusedBeforeUpgrade.current;
    if (!enhanced || !id) return;
    focusedBeforeUpgrade.current = null;
    document.getElementById(id)?.focus();
  }, [enhanced]);

  // A navigation (a link in a menu, back/forward) closes everything; the first render is no navigation.
  const shownKey = useRef(locationKey);
  useEffect(() => {
    if (shownKey.current === locationKey) return;
    shownKey.current = locationKey;
    dispatch({ type: "CLOSE" });
  }, [locationKey]);

  useEffect(() => {
    const query = window.matchMedia(MEDIA.desktop);
    const onChange = (event: MediaQueryListEvent) => dispatch({ type: "VIEWPORT_CHANGE", desktop: event.matches });
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);

  const anyOpen = state.current !== null;
  useEffect(() => {
    if (!anyOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const owner = outermostMenu(latest.current);
      if (owner && ref.current?.contains(document.activeElement)) focusNext.current = toggleIdOf(menuDomId(owner));
      dispatch({ type: "CLOSE" });
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) dispatch({ type: "CLOSE" });
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [anyOpen]);

  useEffect(() => {
    const id = focusNext.current;
    if (!id) return;
    focusNext.current = null;
    document.getElementById(id)?.focus();
  }, [state]);

  return {
    ref,
    enhanced,
    state,
    toggleSection(menu) {
      const desktop = isDesktop();
      // Drilling in hides the toggle: the focus goes to the panel's Back control.
      if (!desktop) focusNext.current = backButtonId(menu);
      dispatch({ type: "SECTION_CLICK", menu, desktop });
    },
    toggleDrawer: () => dispatch({ type: "MENU_TOGGLE" }),
    togglePopup: (menu) => dispatch({ type: "POPUP_TOGGLE", menu }),
    back() {
      focusNext.current = toggleIdOf(menuDomId(latest.current.current ?? MOBILE_MENU));
      dispatch({ type: "BACK" });
    },
    closeDrawer() {
      focusNext.current = toggleIdOf(menuDomId(MOBILE_MENU));
      dispatch({ type: "CLOSE" });
    },
  };
}
