import type { ServerBuild } from "@remix-run/node";

/**
 * Remix matches a request against every route of the build, and does it three times per document (its request
 * handler, its static handler's query, the render's router), flattening and ranking the whole tree each time: with
 * four locale trees (about 140 routes) that was a fifth of a rendered page's CPU and half of /robots.txt's (issue 28,
 * decision 0059). A path can only match the routes under its own first segment (`/es-ar/…` the es-AR tree,
 * `/api/…` the API routes) and those that have none (the index, a splat, pathless layouts), so each first segment
 * gets a build that holds just those: the same modules, fewer routes to match. The manifest endpoint of lazy route
 * discovery is asked about any path, so it keeps the whole build.
 */
export const MANIFEST_PATH = "/__manifest";

type Routes = ServerBuild["routes"];

/** The first segment of a route's own path, lower-cased as Remix matches it; null when it has none to shard on. */
function staticFirstSegment(path: string | undefined): string | null {
  const first = path?.split("/").find((segment) => segment !== "");
  if (!first || first.startsWith(":") || first === "*") return null;
  return first.toLowerCase();
}

/** The first segment of a request's path as matching sees it (decoded, lower-cased); "" for none. */
export function firstSegmentOf(pathname: string): string {
  const raw = pathname.split("/").find((segment) => segment !== "") ?? "";
  try {
    return decodeURIComponent(raw).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

/** The shard key of each route: the static first segment of its top-level ancestor below the root, or null. */
function shardKeys(routes: Routes): Map<string, string | null> {
  const keys = new Map<string, string | null>();
  const keyOf = (id: string): string | null => {
    if (keys.has(id)) return keys.get(id)!;
    const route = routes[id];
    const parent = route.parentId ? routes[route.parentId] : undefined;
    // The root and the routes directly below it decide; deeper routes follow their ancestor.
    const key = !parent ? null : !parent.parentId ? staticFirstSegment(route.path) : keyOf(parent.id);
    keys.set(id, key);
    return key;
  };
  for (const id of Object.keys(routes)) keyOf(id);
  return keys;
}

/** The build a request whose path starts with `segment` is matched against. */
export function shardedBuilds(build: ServerBuild): (segment: string) => ServerBuild {
  const keys = shardKeys(build.routes);
  const segments = new Set([...keys.values()].filter((key): key is string => key !== null));
  const narrow = (segment: string | null): ServerBuild => {
    const kept = (id: string) => keys.get(id) === null || keys.get(id) === segment;
    const pick = <T>(all: Record<string, T>) => Object.fromEntries(Object.entries(all).filter(([id]) => kept(id)));
    return { ...build, routes: pick(build.routes), assets: { ...build.assets, routes: pick(build.assets.routes) } };
  };
  const shards = new Map([...segments].map((segment) => [segment, narrow(segment)]));
  const unsharded = narrow(null);
  return (segment) => shards.get(segment) ?? unsharded;
}
