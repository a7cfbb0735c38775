import type { ServerBuild } from "@remix-run/node";
import { type AgnosticRouteObject, matchRoutes } from "@remix-run/router";
import { expect, it } from "vitest";

import config from "~/routes";

import { leadingSegmentsOf, pagePathOf, shardedBuilds } from "./route-shards";

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
    "/es-ar/CONTACTO",
    "/es-ar/contacto/",
    "/es-ar//contacto",
    "/es-ar/contacto%2Fx",
    "/pt-br/meu-impulso/nada",
    "/pt-br/nada",
    "/api/auth",
    "/api/auth/login/x",
  ];
  const paths = [...samplePaths(routes), ...odd];
  expect(paths.length).toBeGreaterThan(100);
  for (const path of paths) {
    expect(matched(shardOf(path).routes, path), path).toEqual(matched(routes, path));
    // A client navigation asks for the page's data at `<path>.data` (the root's at /_root.data): the page's routes.
    const data = path === "/" ? "/_root.data" : `${path.replace(/\/$/, "")}.data`;
    const page = pagePathOf(data);
    expect(matched(shardOf(data).routes, page), data).toEqual(matched(routes, page));
  }
});

it("a section's shard holds its locale's layout, home and not-found and that section, nothing of other sections", () => {
  const ids = Object.keys(shardOf("/es-ar/contacto").routes);
  expect(ids).toEqual(expect.arrayContaining(["es-ar/layout", "es-ar/home", "es-ar/not-found", "es-ar/contact"]));
  expect(ids.some((id) => id.startsWith("pt-br/") || id === "es-ar/catalog")).toBe(false);
  expect(ids.length).toBeLessThan(10);
  // The client's manifest names the same routes as the server's.
  expect(Object.keys(shardOf("/es-ar/contacto").assets.routes)).toEqual(ids);
});

it("matches a data request as its page, as Remix does", () => {
  expect(pagePathOf("/pt-br/catalogo.data")).toBe("/pt-br/catalogo");
  expect(pagePathOf("/pt-br.data")).toBe("/pt-br");
  expect(pagePathOf("/_root.data")).toBe("/");
  expect(pagePathOf("/pt-br/catalogo")).toBe("/pt-br/catalogo");
  expect(shardOf("/pt-br.data")).toBe(shardOf("/pt-br"));
});

it("keys shards by the route config, never by what a request asks for", () => {
  expect(shardOf("/es-ar/nada")).toBe(shardOf("/es-ar/otra-cosa"));
  expect(shardOf("/nowhere")).toBe(shardOf("/elsewhere/at/all"));
  expect(shardOf("/ES-AR/Contacto")).toBe(shardOf("/es-ar/contacto"));
});

it("reads the leading segments as matching does: decoded, lower-cased", () => {
  expect(leadingSegmentsOf("/ES-AR/contacto")).toEqual(["es-ar", "contacto"]);
  expect(leadingSegmentsOf("/es%2Dar")).toEqual(["es-ar"]);
  expect(leadingSegmentsOf("//pt-br/x/y")).toEqual(["pt-br", "x"]);
  expect(leadingSegmentsOf("/%E0%A4%A")).toEqual(["%e0%a4%a"]);
  expect(leadingSegmentsOf("/")).toEqual([]);
});
