import type { ServerBuild } from "@remix-run/node";
import { type AgnosticRouteObject, matchRoutes } from "@remix-run/router";
import { expect, it } from "vitest";

import config from "~/routes";

import { firstSegmentOf, shardedBuilds } from "./route-shards";

/**
 * Sharding must never change what a path matches: for a path made from every route of the real route config (each
 * locale's tree, the API and resource routes), and for odd ones (upper case, encoded, unknown, empty), the routes a
 * shard matches are exactly those the whole build matches.
 */
interface ConfigEntry {
  id?: string;
  file: string;
  path?: string;
  index?: boolean;
  children?: ConfigEntry[];
}

type Routes = ServerBuild["routes"];

/** The build's route map, as Remix makes it from the config: ids, parents, paths. */
function routeMap(entries: ConfigEntry[]): Routes {
  const routes: Record<string, unknown> = { root: { id: "root", path: "" } };
  const add = (entry: ConfigEntry, parentId: string) => {
    const id = entry.id ?? entry.file.replace(/\.\w+$/, "");
    routes[id] = { id, parentId, path: entry.path, index: entry.index };
    for (const child of entry.children ?? []) add(child, id);
  };
  for (const entry of entries) add(entry, "root");
  return routes as Routes;
}

function tree(routes: Routes): AgnosticRouteObject[] {
  const childrenOf = (parentId: string | undefined): AgnosticRouteObject[] =>
    Object.values(routes)
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, index: true, path: route.path }
          : { id: route.id, path: route.path, children: childrenOf(route.id) },
      );
  return childrenOf(undefined);
}

/** A concrete path for each route: its ancestors' paths joined, parameters filled in. */
function samplePaths(routes: Routes): string[] {
  const full = (id: string): string => {
    const route = routes[id];
    const own = (route.path ?? "")
      .replace(/:\w+\?/g, "x")
      .replace(/:\w+/g, "x")
      .replace("*", "any/thing");
    return route.parentId ? `${full(route.parentId)}/${own}` : own;
  };
  return Object.keys(routes).map((id) => `/${full(id)}`.replace(/\/+/g, "/"));
}

const routes = routeMap(config as ConfigEntry[]);
const build = { routes, assets: { routes } } as unknown as ServerBuild;
const shardOf = shardedBuilds(build);
const matched = (all: Routes, path: string) => matchRoutes(tree(all), path)?.map((match) => match.route.id) ?? [];

it("a shard matches every path exactly as the whole build does", () => {
  const odd = [
    "/",
    "/ES-AR/contacto",
    "/es%2Dar/contacto",
    "/Robots.txt",
    "/nowhere/at/all",
    "/api/nothing",
    "/es-ar/",
  ];
  const paths = [...samplePaths(routes), ...odd];
  expect(paths.length).toBeGreaterThan(100);
  for (const path of paths)
    expect(matched(shardOf(firstSegmentOf(path)).routes, path), path).toEqual(matched(routes, path));
});

it("a locale's shard holds its own tree and the shared routes, not the other locales'", () => {
  const ids = Object.keys(shardOf("es-ar").routes);
  expect(ids).toContain("es-ar/layout");
  expect(ids.some((id) => id.startsWith("pt-br/"))).toBe(false);
  expect(ids.length).toBeLessThan(Object.keys(routes).length / 2);
  // The client's manifest names the same routes as the server's.
  expect(Object.keys(shardOf("es-ar").assets.routes)).toEqual(ids);
});

it("reads the first segment as matching does: decoded, lower-cased", () => {
  expect(firstSegmentOf("/ES-AR/contacto")).toBe("es-ar");
  expect(firstSegmentOf("/es%2Dar")).toBe("es-ar");
  expect(firstSegmentOf("//pt-br/x")).toBe("pt-br");
  expect(firstSegmentOf("/%E0%A4%A")).toBe("%e0%a4%a");
  expect(firstSegmentOf("/")).toBe("");
});
