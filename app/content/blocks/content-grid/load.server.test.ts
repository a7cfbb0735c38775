import { describe, expect, it } from "vitest";

import { ANONYMOUS } from "~/auth/user";
import type { BlockLoadArgs } from "~/content/block-loaders.server";

import { loadContentGrid } from "./load.server";
import type { ContentGridBlockData } from "./schema";

const block: ContentGridBlockData = {
  kind: "content-grid",
  id: "fichas",
  title: "Fichas",
  cards: Array.from({ length: 30 }, (_, i) => ({ title: `Ficha ${i + 1}` })),
};
const argsFor = (search: string): BlockLoadArgs => {
  const url = new URL(`http://localhost/es-ar/guia${search}`);
  return { url, locale: "es-AR", request: new Request(url), user: ANONYMOUS };
};
const load = (search: string) => loadContentGrid(block, argsFor(search));

describe("the content grid's load (decision 0033)", () => {
  it("a bare address is page 1 of 12, with a pager per screen", async () => {
    const view = await load("");
    expect([view.offset, view.end]).toEqual([0, 12]);
    expect(view.pagers.map((pager) => pager.screen)).toEqual(["mobile", "tablet", "desktop"]);
    const mobile = view.pagers[0]!;
    expect(mobile.next.href).toBe("/es-ar/guia?page=2&size=6#fichas");
    expect(mobile.previous.href).toBeNull();
    // 5 phone pages, 1 sibling: 1 2 … 5
    expect(mobile.items.map((item) => item?.page ?? "gap")).toEqual([1, 2, "gap", 5]);
    const desktop = view.pagers[2]!;
    expect(desktop.items.map((item) => item?.page)).toEqual([1, 2, 3]);
    expect(desktop.items[0]).toMatchObject({ current: true, label: "Página 1 de 3", href: "/es-ar/guia#fichas" });
    expect(view.label).toBe("Páginas de Fichas");
  });

  it("the URL's size and page pick the slice; each pager counts from its first card", async () => {
    const view = await load("?page=3&size=6");
    expect([view.offset, view.end]).toEqual([12, 18]);
    const [mobile, tablet, desktop] = view.pagers;
    expect(mobile!.items.find((item) => item?.current)?.page).toBe(3);
    // 5 phone pages around page 3 with 1 sibling: 1 2 3 4 5 (no gap worth a "…")
    expect(mobile!.items.map((item) => item?.page ?? "gap")).toEqual([1, 2, 3, 4, 5]);
    expect(tablet!.items.find((item) => item?.current)?.page).toBe(2);
    expect(desktop!.items.find((item) => item?.current)?.page).toBe(2);
    expect(desktop!.previous.href).toBe("/es-ar/guia#fichas");
  });

  it("garbage reads as page 1 of 12; a page past the end shows the last one", async () => {
    expect(await load("?page=abc&size=7")).toMatchObject({ offset: 0, end: 12 });
    expect(await load("?page=99")).toMatchObject({ offset: 24, end: 30 });
  });

  it("a grid that fits one page on every screen has no pager", async () => {
    const small = { ...block, cards: block.cards.slice(0, 5) };
    const view = await loadContentGrid(small, argsFor(""));
    expect(view.pagers).toEqual([]);
  });
});
