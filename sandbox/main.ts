import path from "node:path";
import { fileURLToPath } from "node:url";

import { SETTINGS_END, startSandbox } from "./server";

/**
 * `npm run sandbox`: the upstream sandbox on its own. Prints the portal's
 * environment lines (paste them into .env, or export them) and stops cleanly
 * on Ctrl-C or SIGTERM.
 *
 *   SANDBOX_PORT         default 3001
 *   SANDBOX_HOST         interface to bind, default 127.0.0.1
 *   SANDBOX_PUBLIC_HOST  host name browsers use, default localhost
 *   SANDBOX_DATA_DIR     default .sandbox-data at the repository root
 *   PORTAL_ORIGIN        default http://localhost:3000
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function portFrom(value: string | undefined): number {
  if (value === undefined || value === "") return 3001;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`SANDBOX_PORT must be a port number, got "${value}"`);
  }
  return port;
}

async function main() {
  const sandbox = await startSandbox({
    port: portFrom(process.env.SANDBOX_PORT),
    host: process.env.SANDBOX_HOST || undefined,
    publicHost: process.env.SANDBOX_PUBLIC_HOST || undefined,
    dataDir: process.env.SANDBOX_DATA_DIR || path.join(repoRoot, ".sandbox-data"),
    portalOrigin: process.env.PORTAL_ORIGIN || "http://localhost:3000",
  });

  console.log(`Surco sandbox listening on ${sandbox.url}`);
  console.log("# Portal environment:");
  for (const [name, value] of Object.entries(sandbox.env)) console.log(`${name}=${value}`);
  // A script reading the settings knows it has them all at this line (tests/e2e/processes.ts).
  console.log(SETTINGS_END);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the sandbox`);
    sandbox.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

main().catch((error: unknown) => {
  console.error("The sandbox could not start:", error instanceof Error ? error.message : error);
  process.exit(1);
});
