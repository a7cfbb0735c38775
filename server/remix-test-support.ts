import type { ServerBuild } from "@remix-run/node";
import express from "express";

import { remixHandler, webRequests } from "./remix-handler";

/** A Remix build as the handler reads it: the entry's module and the routes, nothing from disk. */
export function fakeBuild(entry: object, routes: object): ServerBuild {
  return {
    mode: "production",
    future: {},
    basename: undefined,
    publicPath: "/",
    assetsBuildDirectory: "",
    isSpaMode: false,
    entry: { module: entry },
    assets: { routes: {}, version: "1", url: "", entry: { module: "", imports: [] } },
    routes,
  } as unknown as ServerBuild;
}

/**
 * An app with one Remix route (a resource route at `path`, under an empty root), mounted as server/portal.ts mounts
 * the real build: a Fetch API request per request, then the handler with its ceiling. For tests of that handler.
 */
export function oneRouteApp(path: string, module: object, { ceilingMs = 5_000 } = {}): express.Express {
  const build = fakeBuild(
    { default: () => new Response("") },
    {
      root: { id: "root", path: "", module: {} },
      only: { id: "only", parentId: "root", path, module },
    },
  );
  const app = express();
  app.use(webRequests());
  app.all(
    "*",
    remixHandler({
      build,
      mode: "production",
      ceilingMs,
      getLoadContext: () => ({ nonce: "n", requestId: "r", clientIp: "ip" }),
    }),
  );
  return app;
}
