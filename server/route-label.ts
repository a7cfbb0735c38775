import type { ServerBuild } from "@remix-run/node";
import { type AgnosticRouteObject, matchRoutes } from "@remix-run/router";
import type { NextFunction, Request, Response } from "express";

import { currentRequestContext } from "~/services/request-context.server";

import { pagePathOf, shardedBuilds } from "./route-shards";

type Build = ServerBuild | (() => Promise<ServerBuild>);

/**
 * The route pattern a request matched (`/pt-br/produto/:seoSlug`), for its span's name, its metrics' `route` label and
 * its errors' reports (decision 0062): the address itself would give a series per product, per search, per bot's invented path. Matched
 * as Remix matches, with Remix's own matcher, against the few routes of the path's shard (./route-shards.ts): a page
 * cache hit, which never reaches Remix, gets its label too. A path no route matches has none.
 */
function routePatterns(build: ServerBuild): (pathname: string) => string | undefined {
  const shardOf = shardedBuilds(build);
  const trees = new WeakMap<ServerBuild, AgnosticRouteObject[]>();
  // A match took 9 µs here, a remembered one 0.02 µs: the same paths come again and again.
  const recent = new Map<string, string | undefined>();
  return (pathname) => {
    if (recent.has(pathname)) return recent.get(pathname);
    const shard = shardOf(pathname);
    let tree = trees.get(shard);
    if (!tree) trees.set(shard, (tree = routeTree(shard.routes)));
    const matches = matchRoutes(tree, pagePathOf(pathname));
    const pattern = matches
      ? `/${matches.flatMap(({ route }) => (route.path ? [route.path] : [])).join("/")}`
      : undefined;
    if (recent.size >= RECENT_PATHS) recent.clear();
    recent.set(pathname, pattern);
    return pattern;
  };
}

/** Paths whose pattern is remembered: bounded, so invented paths cannot grow it. */
const RECENT_PATHS = 1_000;

/** The build's flat route map as the nested routes Remix's matcher takes. */
function routeTree(routes: ServerBuild["routes"]): AgnosticRouteObject[] {
  const childrenOf = (parentId: string | undefined): AgnosticRouteObject[] =>
    Object.values(routes)
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive }
          : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: childrenOf(route.id) },
      );
  return childrenOf(undefined);
}

/**
 * Puts the request's route pattern in its context, where the request's span and measurement read it when it ends,
 * and an unhandled error's report reads it (with telemetry off too: a remembered path costs a lookup).
 */
export function labelRoutes(build: Build) {
  const label = (patternOf: (pathname: string) => string | undefined, req: Request) => {
    const context = currentRequestContext();
    if (context) context.route = patternOf(req.path);
  };
  if (typeof build !== "function") {
    const patternOf = routePatterns(build);
    return (req: Request, _res: Response, next: NextFunction) => {
      label(patternOf, req);
      next();
    };
  }
  // Development: each edit makes another build, whose patterns are worked out again.
  let patterns: { of: ServerBuild; patternOf: (pathname: string) => string | undefined } | undefined;
  return (req: Request, _res: Response, next: NextFunction) => {
    build().then((current) => {
      if (patterns?.of !== current) patterns = { of: current, patternOf: routePatterns(current) };
      label(patterns.patternOf, req);
      next();
    }, next);
  };
}
