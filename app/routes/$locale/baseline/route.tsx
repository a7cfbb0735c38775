import type { HeadersFunction, MetaFunction } from "@remix-run/node";
import { useMatches } from "@remix-run/react";

import { layoutDataOf } from "~/layout/layout-data";
import { PRIVATE_PAGE } from "~/seo/page-meta";

/**
 * The bench's floor (issue 16, `npm run bench`): one line through the same
 * root and locale layout as every page, so a page's requests per second can be
 * read against what the frame alone costs. It has no data of its own and is
 * never indexed.
 */
export const meta: MetaFunction = () => [{ name: "robots", content: PRIVATE_PAGE }];

/** Always rendered: it measures a render, so no cache (the portal's own, server/page-cache.ts) may answer for it. */
export const headers: HeadersFunction = () => ({ "cache-control": "no-store" });

export default function BaselinePage() {
  return <p>{layoutDataOf(useMatches())?.copy.brand}</p>;
}
