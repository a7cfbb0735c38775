// @vitest-environment jsdom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { type AnchorEntry, EXTERNAL_WINDOW_NAME, parseAnchorEntry } from "./anchor-entry";
import { AnchorMenu } from "./anchor-menu";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const entries = [
  parseAnchorEntry("What we do", "#mission"),
  parseAnchorEntry("Weather", "button:https://www.weather.gov"),
] as AnchorEntry[];

let root: Root;
let container: HTMLElement;
let scrollTo: ReturnType<typeof vi.fn>;

beforeEach(() => {
  container = document.createElement("div");
  document.body.innerHTML = "";
  document.body.append(container);
  const section = document.createElement("section");
  section.id = "mission";
  section.tabIndex = -1;
  section.getBoundingClientRect = () => ({ top: 700 }) as DOMRect;
  document.body.append(section);
  scrollTo = vi.fn();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  Object.defineProperty(window, "scrollY", { configurable: true, value: 300 });
  window.matchMedia = (() => ({ matches: false })) as unknown as typeof window.matchMedia;
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  vi.restoreAllMocks();
  window.history.replaceState(null, "", "/");
});

describe("AnchorMenu", () => {
  it("is plain links without JavaScript: #id for sections, a named window for external ones", () => {
    const html = renderToString(<AnchorMenu label="On this page" entries={entries} />);
    const doc = new DOMParser().parseFromString(html, "text/html");
    expect(doc.querySelector("nav")?.getAttribute("aria-label")).toBe("On this page");
    expect(doc.querySelector('a[href="#mission"]')?.textContent).toBe("What we do");
    const external = doc.querySelector('a[href="https://www.weather.gov"]');
    expect(external?.getAttribute("target")).toBe(EXTERNAL_WINDOW_NAME);
    expect(external?.getAttribute("rel")).toBe("noopener");
  });

  it("renders nothing without entries", () => {
    expect(renderToString(<AnchorMenu label="x" entries={[]} />)).toBe("");
  });

  it("starts the page at the top on load", () => {
    act(() => root.render(<AnchorMenu label="On this page" entries={entries} />));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it("starts at the section the address names, under the sticky bars", () => {
    window.history.replaceState(null, "", "/#mission");
    act(() => root.render(<AnchorMenu label="On this page" entries={entries} />));
    expect(scrollTo).toHaveBeenCalledWith({ top: 700 + 300 - 168, behavior: "auto" });
  });

  it("scrolls smoothly to the section minus 168 px, keeps the hash and moves the focus", () => {
    act(() => root.render(<AnchorMenu label="On this page" entries={entries} />));
    scrollTo.mockClear();
    const link = container.querySelector<HTMLAnchorElement>('a[href="#mission"]')!;
    const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    act(() => link.dispatchEvent(event));
    expect(event.defaultPrevented).toBe(true);
    expect(scrollTo).toHaveBeenCalledWith({ top: 832, behavior: "smooth" });
    expect(window.location.hash).toBe("#mission");
    expect(document.activeElement?.id).toBe("mission");
  });

  it("opens external entries with window.open in the named window, without an opener", () => {
    const opened = { opener: {} as unknown };
    const open = vi.spyOn(window, "open").mockReturnValue(opened as Window);
    act(() => root.render(<AnchorMenu label="On this page" entries={entries} />));
    const link = container.querySelector<HTMLAnchorElement>('a[href="https://www.weather.gov"]')!;
    const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    act(() => link.dispatchEvent(event));
    expect(open).toHaveBeenCalledWith("https://www.weather.gov", EXTERNAL_WINDOW_NAME);
    expect(opened.opener).toBeNull();
    expect(event.defaultPrevented).toBe(true);
  });

  it("lets the link itself work when the window is blocked", () => {
    vi.spyOn(window, "open").mockReturnValue(null);
    act(() => root.render(<AnchorMenu label="On this page" entries={entries} />));
    const link = container.querySelector<HTMLAnchorElement>('a[href="https://www.weather.gov"]')!;
    let preventedByMenu: boolean | null = null;
    // After React's handler has run: note whether it cancelled, then stop jsdom from navigating.
    const observe = (e: Event) => {
      preventedByMenu = e.defaultPrevented;
      e.preventDefault();
    };
    document.addEventListener("click", observe);
    act(() => link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 })));
    document.removeEventListener("click", observe);
    expect(window.open).toHaveBeenCalled();
    expect(preventedByMenu).toBe(false);
  });
});
