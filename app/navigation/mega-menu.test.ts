import { describe, expect, it } from "vitest";

import { BREAKPOINTS, MEDIA } from "~/ui/breakpoints";

import {
  CLOSED,
  drilledSection,
  type HeaderMenuEvent,
  headerMenuReducer,
  isDrawerOpen,
  isOpen,
  type MegaMenuAction,
  megaMenuReducer,
  type MegaMenuState,
  MOBILE_MENU,
  outermostMenu,
  viewportChange,
} from "./mega-menu";

const state = (current: string | null, previous: string[] = []): MegaMenuState => ({ current, previous });

describe("megaMenuReducer: the spec's OPEN, BACK and CLOSE", () => {
  const cases: [string, MegaMenuState, MegaMenuAction, MegaMenuState][] = [
    [
      "OPEN from closed sets the current menu with nothing to go back to",
      CLOSED,
      { type: "OPEN", menu: "a" },
      state("a"),
    ],
    ["OPEN remembers the previous menu", state("a"), { type: "OPEN", menu: "b" }, state("b", ["a"])],
    ["OPEN keeps the whole way back", state("b", ["a"]), { type: "OPEN", menu: "c" }, state("c", ["a", "b"])],
    ["OPEN of the current menu changes nothing", state("b", ["a"]), { type: "OPEN", menu: "b" }, state("b", ["a"])],
    [
      "OPEN of a menu already on the way back returns to it",
      state("c", ["a", "b"]),
      { type: "OPEN", menu: "a" },
      state("a"),
    ],
    ["BACK returns to the previous menu", state("b", ["a"]), { type: "BACK" }, state("a")],
    ["BACK goes back one step only", state("c", ["a", "b"]), { type: "BACK" }, state("b", ["a"])],
    ["BACK with no previous menu closes", state("a"), { type: "BACK" }, CLOSED],
    ["BACK when closed stays closed", CLOSED, { type: "BACK" }, CLOSED],
    ["CLOSE clears the current menu and the way back", state("c", ["a", "b"]), { type: "CLOSE" }, CLOSED],
    ["CLOSE when closed stays closed", CLOSED, { type: "CLOSE" }, CLOSED],
  ];
  it.each(cases)("%s", (_name, before, action, after) => {
    expect(megaMenuReducer(before, action)).toEqual(after);
  });

  it("does not mutate the state it is given", () => {
    const before = state("b", ["a"]);
    const frozen = Object.freeze({ ...before, previous: Object.freeze([...before.previous]) });
    expect(() => megaMenuReducer(frozen, { type: "OPEN", menu: "c" })).not.toThrow();
    expect(frozen).toEqual(state("b", ["a"]));
  });
});

describe("headerMenuReducer: the header-menu rules of spec 002 §4", () => {
  const drilled = state("s1", [MOBILE_MENU]);
  const cases: [string, MegaMenuState, HeaderMenuEvent, MegaMenuState][] = [
    // A click on a deep section opens it.
    [
      "desktop: a click on a closed deep section opens it",
      CLOSED,
      { type: "SECTION_CLICK", menu: "s1", desktop: true },
      state("s1"),
    ],
    [
      "mobile: a click on a deep section drills into it",
      state(MOBILE_MENU),
      { type: "SECTION_CLICK", menu: "s1", desktop: false },
      drilled,
    ],
    // On desktop a second click closes it.
    [
      "desktop: a second click on the open section closes it",
      state("s1"),
      { type: "SECTION_CLICK", menu: "s1", desktop: true },
      CLOSED,
    ],
    [
      "desktop: a click on another section switches to it",
      state("s1"),
      { type: "SECTION_CLICK", menu: "s2", desktop: true },
      state("s2"),
    ],
    [
      "desktop: a section click closes an open pop-up",
      state("account"),
      { type: "SECTION_CLICK", menu: "s1", desktop: true },
      state("s1"),
    ],
    // On mobile a toggle closes any open sub-menu.
    ["mobile: the toggle opens the drawer at its first level", CLOSED, { type: "MENU_TOGGLE" }, state(MOBILE_MENU)],
    ["mobile: the toggle closes the drawer", state(MOBILE_MENU), { type: "MENU_TOGGLE" }, CLOSED],
    ["mobile: the toggle closes an open sub-menu with the drawer", drilled, { type: "MENU_TOGGLE" }, CLOSED],
    [
      "mobile: the toggle replaces an open pop-up with the drawer",
      state("account"),
      { type: "MENU_TOGGLE" },
      state(MOBILE_MENU),
    ],
    // The drill-down's Back control is the spec's BACK.
    ["mobile: Back from a section returns to the first level", drilled, { type: "BACK" }, state(MOBILE_MENU)],
    ["mobile: Back from the first level closes the drawer", state(MOBILE_MENU), { type: "BACK" }, CLOSED],
    ["mobile: the close control closes everything", drilled, { type: "CLOSE" }, CLOSED],
    // Pop-ups.
    ["a pop-up opens on its own", state(MOBILE_MENU), { type: "POPUP_TOGGLE", menu: "account" }, state("account")],
    ["a pop-up closes on a second click", state("account"), { type: "POPUP_TOGGLE", menu: "account" }, CLOSED],
    ["one pop-up replaces another", state("language"), { type: "POPUP_TOGGLE", menu: "account" }, state("account")],
    // The menu closes when the window reaches the desktop minimum width.
    ["reaching desktop width closes the drilled drawer", drilled, { type: "VIEWPORT_CHANGE", desktop: true }, CLOSED],
    [
      "reaching desktop width closes the drawer",
      state(MOBILE_MENU),
      { type: "VIEWPORT_CHANGE", desktop: true },
      CLOSED,
    ],
    ["leaving desktop width closes a mega menu", state("s1"), { type: "VIEWPORT_CHANGE", desktop: false }, CLOSED],
    // The spec's actions pass straight through.
    ["OPEN passes through", CLOSED, { type: "OPEN", menu: "x" }, state("x")],
  ];
  it.each(cases)("%s", (_name, before, event, after) => {
    expect(headerMenuReducer(before, event)).toEqual(after);
  });
});

describe("viewportChange: the desktop minimum width is 1200 px", () => {
  const cases: [number, number, HeaderMenuEvent | null][] = [
    [1199, 1200, { type: "VIEWPORT_CHANGE", desktop: true }],
    [375, 1440, { type: "VIEWPORT_CHANGE", desktop: true }],
    [1200, 1199, { type: "VIEWPORT_CHANGE", desktop: false }],
    [1199, 1000, null],
    [1200, 1600, null],
    [1100, 1199, null],
  ];
  it.each(cases)("%i px → %i px", (from, to, expected) => {
    expect(viewportChange(from, to)).toEqual(expected);
  });

  it("matches the media query the header listens to", () => {
    expect(BREAKPOINTS.desktop).toBe(1200);
    expect(MEDIA.desktop).toContain("(min-width: 1200px)");
  });
});

describe("reading the state", () => {
  const cases: [string, MegaMenuState, { drawer: boolean; drilled: string | null; outermost: string | null }][] = [
    ["closed", CLOSED, { drawer: false, drilled: null, outermost: null }],
    ["drawer at level 1", state(MOBILE_MENU), { drawer: true, drilled: null, outermost: MOBILE_MENU }],
    [
      "drawer drilled into a section",
      state("s1", [MOBILE_MENU]),
      { drawer: true, drilled: "s1", outermost: MOBILE_MENU },
    ],
    ["desktop mega menu", state("s1"), { drawer: false, drilled: null, outermost: "s1" }],
    ["a pop-up", state("account"), { drawer: false, drilled: null, outermost: "account" }],
  ];
  it.each(cases)("%s", (_name, s, expected) => {
    expect({ drawer: isDrawerOpen(s), drilled: drilledSection(s), outermost: outermostMenu(s) }).toEqual(expected);
  });

  it("isOpen names only the menu on screen", () => {
    expect(isOpen(state("s1", [MOBILE_MENU]), "s1")).toBe(true);
    expect(isOpen(state("s1", [MOBILE_MENU]), MOBILE_MENU)).toBe(false);
  });
});
