// @vitest-environment jsdom
import { act } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { StaticRouter } from "react-router-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { layoutData } from "../test-support/layout-data";
import { SiteHeader } from "./site-header";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A window whose width we set: only the desktop query (min-width: 1200px) ever matches. */
function fakeViewport(desktop: boolean) {
  let isDesktop = desktop;
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  window.matchMedia = (query: string) =>
    ({
      media: query,
      get matches() {
        return query.includes("min-width: 1200px") && isDesktop;
      },
      addEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) => listeners.delete(listener),
    }) as unknown as MediaQueryList;
  return {
    resize(toDesktop: boolean) {
      isDesktop = toDesktop;
      act(() => listeners.forEach((listener) => listener({ matches: toDesktop } as MediaQueryListEvent)));
    },
  };
}

let root: Root | null = null;
let container: HTMLElement;

/** Server HTML first, then hydration, as in the browser; `beforeScripts` is what the visitor did in between. */
function hydrateHeader(url = "/en-us/about-surco", beforeScripts?: () => void) {
  const data = layoutData("en-US");
  container.innerHTML = renderToString(
    <StaticRouter location={url}>
      <SiteHeader data={data} />
    </StaticRouter>,
  );
  beforeScripts?.();
  act(() => {
    root = hydrateRoot(
      container,
      <MemoryRouter initialEntries={[url]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <SiteHeader data={data} />
      </MemoryRouter>,
    );
  });
}

const $ = (id: string) => document.getElementById(id)!;
const click = (element: Element) => act(() => (element as HTMLElement).click());
const expanded = (id: string) => $(id).getAttribute("aria-expanded");

beforeEach(() => {
  container = document.createElement("div");
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
  vi.restoreAllMocks();
});

describe("SiteHeader after hydration", () => {
  it("hydrates without a mismatch, then turns its <details> into buttons with aria-expanded", () => {
    fakeViewport(true);
    const errors = vi.spyOn(console, "error");
    hydrateHeader();
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector("details")).toBeNull();
    for (const id of ["sh-menu-toggle", "sh-s0-toggle", "sh-account-toggle"]) {
      expect($(id).tagName).toBe("BUTTON");
      expect(expanded(id)).toBe("false");
    }
    expect($("sh-menu-toggle").getAttribute("aria-controls")).toBe("sh-nav-list");
    expect($("sh-s0-toggle").getAttribute("aria-controls")).toBe("sh-s0-panel");
    expect($("sh-s0-panel").hidden).toBe(true);
  });

  it("desktop: a click opens the mega menu, a second click closes it", () => {
    fakeViewport(true);
    hydrateHeader();
    click($("sh-s0-toggle"));
    expect(expanded("sh-s0-toggle")).toBe("true");
    expect($("sh-s0-panel").hidden).toBe(false);
    click($("sh-s0-toggle"));
    expect(expanded("sh-s0-toggle")).toBe("false");
    expect($("sh-s0-panel").hidden).toBe(true);
  });

  it("desktop: Escape closes and returns the focus to the toggle; an outside click closes", () => {
    fakeViewport(true);
    hydrateHeader();
    click($("sh-s0-toggle"));
    act(() => $("sh-s0-panel").querySelector("a")!.focus());
    act(() => {
      document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    });
    expect(expanded("sh-s0-toggle")).toBe("false");
    expect(document.activeElement?.id).toBe("sh-s0-toggle");

    click($("sh-s0-toggle"));
    act(() => {
      document.body.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    });
    expect(expanded("sh-s0-toggle")).toBe("false");
  });

  it("opening the account menu closes the mega menu (one menu at a time)", () => {
    fakeViewport(true);
    hydrateHeader();
    click($("sh-s0-toggle"));
    click($("sh-account-toggle"));
    expect(expanded("sh-account-toggle")).toBe("true");
    expect(expanded("sh-s0-toggle")).toBe("false");
  });

  it("mobile: the drawer drills down with Back and a close control, and the toggle closes everything", () => {
    fakeViewport(false);
    hydrateHeader();
    const list = $("sh-nav-list");
    click($("sh-menu-toggle"));
    expect(expanded("sh-menu-toggle")).toBe("true");
    expect(list.hasAttribute("data-open")).toBe(true);

    click($("sh-s0-toggle"));
    expect(list.hasAttribute("data-drilled")).toBe(true);
    expect($("sh-s0-toggle").closest("li")!.hasAttribute("data-current")).toBe(true);
    expect(document.activeElement?.id).toBe("sh-s0-back");

    click($("sh-s0-back"));
    expect(list.hasAttribute("data-drilled")).toBe(false);
    expect(list.hasAttribute("data-open")).toBe(true);
    expect(document.activeElement?.id).toBe("sh-s0-toggle");

    click($("sh-s0-toggle"));
    click($("sh-menu-toggle"));
    expect(expanded("sh-menu-toggle")).toBe("false");
    expect(list.hasAttribute("data-open")).toBe(false);
    expect(list.hasAttribute("data-drilled")).toBe(false);
    expect($("sh-s0-panel").hidden).toBe(true);

    click($("sh-menu-toggle"));
    click($("sh-s0-toggle"));
    const close = [...$("sh-s0-panel").querySelectorAll("button")].find((b) => b.id !== "sh-s0-back")!;
    click(close);
    expect(list.hasAttribute("data-open")).toBe(false);
    expect(document.activeElement?.id).toBe("sh-menu-toggle");
  });

  it("mobile: the menu closes when the window reaches 1200 px", () => {
    const viewport = fakeViewport(false);
    hydrateHeader();
    click($("sh-menu-toggle"));
    click($("sh-s0-toggle"));
    viewport.resize(true);
    expect(expanded("sh-menu-toggle")).toBe("false");
    expect(expanded("sh-s0-toggle")).toBe("false");
  });

  it("a menu opened before the scripts arrived stays open, with the focus on its toggle", () => {
    fakeViewport(true);
    hydrateHeader("/en-us", () => {
      const summary = $("sh-account-toggle");
      (summary.parentElement as HTMLDetailsElement).open = true;
      summary.tabIndex = 0;
      summary.focus();
    });
    expect($("sh-account-toggle").tagName).toBe("BUTTON");
    expect(expanded("sh-account-toggle")).toBe("true");
    expect($("sh-account-panel").hidden).toBe(false);
    expect(document.activeElement?.id).toBe("sh-account-toggle");
    // Still an ordinary menu: a click closes it.
    click($("sh-account-toggle"));
    expect(expanded("sh-account-toggle")).toBe("false");
  });

  it("mobile: a section opened in the drawer before the scripts arrived stays drilled in, with Back", () => {
    fakeViewport(false);
    hydrateHeader("/en-us", () => {
      ($("sh-menu-toggle").parentElement as HTMLDetailsElement).open = true;
      ($("sh-s0-toggle").parentElement as HTMLDetailsElement).open = true;
    });
    expect(expanded("sh-menu-toggle")).toBe("true");
    expect(expanded("sh-s0-toggle")).toBe("true");
    click($("sh-s0-back"));
    expect(expanded("sh-s0-toggle")).toBe("false");
    expect(expanded("sh-menu-toggle")).toBe("true");
  });

  it("a navigation closes the menus", () => {
    fakeViewport(true);
    hydrateHeader("/en-us");
    click($("sh-s0-toggle"));
    const privacy = $("sh-s0-panel").querySelector<HTMLAnchorElement>('a[href="/en-us/privacy"]')!;
    click(privacy);
    expect(expanded("sh-s0-toggle")).toBe("false");
    expect(privacy.getAttribute("aria-current")).toBe("page");
  });
});
