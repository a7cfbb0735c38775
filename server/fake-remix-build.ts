import type { ServerBuild } from "@remix-run/node";

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
