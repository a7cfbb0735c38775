import path from "node:path";
import { fileURLToPath } from "node:url";

import { defineConfig } from "vite";

/**
 * The server entry's build (decision 0022): server.ts, server/** and the sandbox it boots, compiled to plain
 * JavaScript in build/portal/, so production runs `node build/portal/server.js` without a TypeScript loader.
 * It runs after `remix vite:build`, which empties build/. Packages stay imports (Vite externalizes node_modules
 * in a server build): the runtime image installs the production dependencies. The sandbox and the portal are
 * dynamic imports in server.ts, so each becomes a chunk of its own, loaded only when that server starts.
 */
const root = fileURLToPath(new URL(".", import.meta.url));

/** A chunk is named after its module's path (sandbox-server, server-portal): "server" alone would not say which. */
function chunkFileNames({ facadeModuleId }: { facadeModuleId: string | null }) {
  const name = facadeModuleId ? path.relative(root, facadeModuleId).replace(/\.tsx?$/, "") : "[name]";
  return `chunks/${name.replaceAll("/", "-")}-[hash].js`;
}

export default defineConfig({
  resolve: { alias: { "~": path.join(root, "app") } },
  // Public files are the client build's (build/client), not the server entry's.
  publicDir: false,
  build: {
    ssr: "server.ts",
    outDir: "build/portal",
    emptyOutDir: true,
    target: "node20",
    rollupOptions: { output: { chunkFileNames } },
  },
});
