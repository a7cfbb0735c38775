import type { EntryContext } from "@remix-run/node";

import { pageWantsScripts } from "~/light/route-scripts";

/**
 * Whether the document the root will render carries the client runtime: the root's own decision
 * (app/root.tsx, pageWantsScripts over the matched routes and light mode), taken from what the render is given.
 * The entry needs it before rendering: a document without scripts has nothing that waits, so it is rendered to a
 * string in one pass (app/entry.server.tsx).
 */
export function documentShipsScripts(context: EntryContext): boolean {
  const { matches, loaderData } = context.staticHandlerContext;
  const light = (loaderData.root as { light?: boolean } | undefined)?.light ?? false;
  return pageWantsScripts(
    matches.map(({ route }) => ({ handle: context.routeModules[route.id]?.handle, data: loaderData[route.id] })),
    light,
  );
}
