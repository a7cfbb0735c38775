import { describe, expect, it } from "vitest";

import { mediaEntry } from "~/ui/image/media";
import { SHARE_IMAGE_FILES } from "~/ui/image/share-image-files";

import { ARTICLES, PAGES } from "./index";

/** Every `/media/…` address anywhere inside a value (pages, blocks, articles). */
function mediaSources(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === "string" && value.startsWith("/media/")) found.add(value);
  else if (Array.isArray(value)) value.forEach((item) => mediaSources(item, found));
  else if (value && typeof value === "object") Object.values(value).forEach((item) => mediaSources(item, found));
  return found;
}

describe("the content service's pictures", () => {
  it("are all in the media manifest: no page or article names a picture the build has no files for", () => {
    const sources = mediaSources([PAGES, ARTICLES]);
    expect(sources.size).toBeGreaterThan(5);
    // A picture, or one of the 1200×630 share images drawn as such (share-home).
    const known = (src: string) => mediaEntry(src) ?? SHARE_IMAGE_FILES[src.slice("/media/".length)];
    expect([...sources].filter((src) => !known(src))).toEqual([]);
  });
});
