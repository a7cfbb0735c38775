import type { ServerBuild } from "@remix-run/node";

/**
 * Remix matches a request against every route of the build, and does it three times per document (its request
 * handler, its static handler's query, the render's router), flattening, ranking and compiling the paths of the whole
 * tree each time: with four locale trees (about 140 routes) that was a fifth of a rendered page's CPU and half of
 * /robots.txt's (issue 28, decision 0059). A route can only match a path whose first segments are its own static
 * ones: `/pt-br/meu-impulso` the pt-BR layout and its `meu-impulso` section, with the routes that have no static
 * segment there (the locale's home, its not-found splat, pathless layouts, the root's splat). So each path is matched
 * against a shard holding just those, keyed by its first two segments: the same modules, a handful of routes instead
 * of a hundred. Unknown segments share the shard of routes that name none, so the number of shards is bounded by the
 * route config, never by what requests ask for. The manifest endpoint of lazy route discovery is asked about any path,
 * so it keeps the whole build.
 */
export const MANIFEST_PATH = "/__manifest";

/** How many leading segments decide a shard: a locale and its section. */
const DEPTH = 2;

type Routes = ServerBuild["routes"];

/** A segment a route matches only when the request has exactly it there: not a parameter, splat or optional one. */
const isStatic = (segment: string) => !segment.startsWith(":") && segment !== "*" && !segment.endsWith("?");

/**
 * The static segments a route's full path starts with (its ancestors' paths joined), lower-cased as Remix matches,
 * up to DEPTH: the segments a request must have there for the route to match it.
 */
function staticPrefixes(routes: Routes): Map<string, string[]> {
  const fullPaths = new Map<string, string[]>();
  const fullPathOf = (id: string): string[] => {
    let full = fullPaths.get(id);
    if (!full) {
      const route = routes[id];
      const own = (route.path ?? "").split("/").filter((segment) => segment !== "");
      full = [...(route.parentId ? fullPathOf(route.parentId) : []), ...own];
      fullPaths.set(id, full);
    }
    return full;
  };
  const prefixes = new Map<string, string[]>();
  for (const id of Object.keys(routes)) {
    const full = fullPathOf(id);
    const open = full.findIndex((segment) => !isStatic(segment));
    prefixes.set(
      id,
      full.slice(0, open === -1 ? DEPTH : Math.min(open, DEPTH)).map((segment) => segment.toLowerCase()),
    );
  }
  return prefixes;
}

/**
 * The page a path asks for: a client navigation's data request (single fetch: `/pt-br/catalogo.data`, the root's
 * `/_root.data`) is matched as its page's path, as Remix matches it.
 */
export function pagePathOf(pathname: string): string {
  return pathname.endsWith(".data") ? pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/") : pathname;
}

/** The first DEPTH segments of a request's path as matching sees them: decoded, lower-cased, empty ones skipped. */
export function leadingSegmentsOf(pathname: string): string[] {
  return pathname
    .split("/")
    .filter((segment) => segment !== "")
    .slice(0, DEPTH)
    .map((raw) => {
      try {
        return decodeURIComponent(raw).toLowerCase();
      } catch {
        return raw.toLowerCase();
      }
    });
}

/** The build a request for `pathname` is matched against. */
export function shardedBuilds(build: ServerBuild): (pathname: string) => ServerBuild {
  const prefixes = staticPrefixes(build.routes);
  // Every static prefix some route has, as a key: a request's segments are cut to the longest of these they start with.
  const known = new Set([...prefixes.values()].map((prefix) => prefix.join("/")));
  const shards = new Map<string, ServerBuild>();
  const narrow = (key: string[]): ServerBuild => {
    const kept = (id: string) => prefixes.get(id)!.every((segment, i) => key[i] === segment);
    const pick = <T>(all: Record<string, T>) => Object.fromEntries(Object.entries(all).filter(([id]) => kept(id)));
    return { ...build, routes: pick(build.routes), assets: { ...build.assets, routes: pick(build.assets.routes) } };
  };
  return (pathname) => {
    const segments = leadingSegmentsOf(pagePathOf(pathname));
    let length = segments.length;
    while (length > 0 && !known.has(segments.slice(0, length).join("/"))) length--;
    const key = segments.slice(0, length);
    const name = key.join("/");
    let shard = shards.get(name);
    if (!shard) shards.set(name, (shard = narrow(key)));
    return shard;
  };
}
