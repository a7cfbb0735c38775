import express from "express";

import { fakeBuild } from "./fake-remix-build";
import { remixHandler, webRequests } from "./remix-handler";

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
