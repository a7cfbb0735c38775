import { describe, expect, it } from "vitest";

import type { BlockKind } from "~/content/block-schemas";

import { blocksRunInBrowser } from "./block-scripts";
import { pageWantsScripts, SCRIPTS, scriptsWhen } from "./route-scripts";

const root = { handle: undefined, data: { light: false } };
const layout = { handle: undefined, data: {} };

describe("pageWantsScripts", () => {
  it("is false when no matched route asks (the page is complete as HTML)", () => {
    expect(pageWantsScripts([root, layout, { handle: undefined, data: {} }], false)).toBe(false);
    expect(pageWantsScripts([root, layout, { handle: { other: true }, data: {} }], false)).toBe(false);
    expect(pageWantsScripts([root, layout, { handle: { scripts: false }, data: {} }], false)).toBe(false);
  });

  it("is true when a matched route always asks", () => {
    expect(pageWantsScripts([root, layout, { handle: SCRIPTS, data: {} }], false)).toBe(true);
  });

  it("asks a route's function with that route's own data", () => {
    const handle = scriptsWhen<{ live: boolean }>((data) => data.live);
    expect(pageWantsScripts([root, layout, { handle, data: { live: true } }], false)).toBe(true);
    expect(pageWantsScripts([root, layout, { handle, data: { live: false } }], false)).toBe(false);
  });

  it("does not call a route's function without data (its loader failed: the error page)", () => {
    const handle = scriptsWhen<{ live: boolean }>((data) => data.live);
    expect(pageWantsScripts([root, layout, { handle, data: undefined }], false)).toBe(false);
  });

  it("is false in light mode, whatever the routes ask", () => {
    expect(pageWantsScripts([root, layout, { handle: SCRIPTS, data: {} }], true)).toBe(false);
    expect(pageWantsScripts([root, { handle: scriptsWhen(() => true), data: {} }], true)).toBe(false);
  });
});

describe("blocksRunInBrowser", () => {
  const page = (...kinds: BlockKind[]) => kinds.map((kind) => ({ block: { kind } }));

  it("is false for a page of blocks complete as HTML (the homes' kinds)", () => {
    expect(
      blocksRunInBrowser(page("hero", "quotations", "personal-points", "fields-sync", "pending-items", "tools")),
    ).toBe(false);
    expect(blocksRunInBrowser([])).toBe(false);
  });

  it("is true as soon as one block acts in the browser", () => {
    expect(blocksRunInBrowser(page("hero", "weather"))).toBe(true);
    expect(blocksRunInBrowser(page("finder"))).toBe(true);
    expect(blocksRunInBrowser(page("promo", "carousel", "faq"))).toBe(true);
  });
});
