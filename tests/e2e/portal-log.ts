import { readFile } from "node:fs/promises";

/**
 * The portal's log as the browser suite reads it: playwright.config.ts sends the portal's standard error (its
 * warnings and errors, LOG_LEVEL warn) to one file per portal. Each test reads the lines of its own scope
 * (fixtures.ts); this module's default export, the suite's global teardown, fails the run on an error logged
 * outside any test (at boot, or by a background job), which no test's check can see.
 */
export interface LogLine {
  level?: string;
  message?: string;
  testScope?: string;
}

export function portalLogFile(port: number): string {
  return `test-results/portal-${port}.log`;
}

/**
 * The portal's log lines that `keep` selects, read from their raw text (a cheap filter before parsing). A missing
 * file fails: every test's verdict reads it (another run started in the same checkout empties test-results/).
 */
export async function portalLog(port: number, keep: (raw: string) => boolean): Promise<LogLine[]> {
  const text = await readFile(portalLogFile(port), "utf8");
  return text
    .split("\n")
    .filter((raw) => raw.startsWith("{") && keep(raw))
    .map((raw) => JSON.parse(raw) as LogLine);
}

export default async function unscopedErrors() {
  const port = Number(process.env.E2E_PORT ?? 3100);
  const errors = (await portalLog(port, (raw) => raw.includes('"level":"error"'))).filter(
    (line) => line.level === "error" && !line.testScope,
  );
  if (errors.length > 0)
    throw new Error(`The portal logged errors outside any test:\n${errors.map((l) => JSON.stringify(l)).join("\n")}`);
}
