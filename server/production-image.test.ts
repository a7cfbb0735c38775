import { spawn } from "node:child_process";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterEach, describe, expect, it } from "vitest";

import { LIVENESS_PATH } from "./health-paths";

/**
 * No Docker engine runs where the tests run, so the image cannot be built here. What can drift is checked instead:
 * the Dockerfile runs the README's production commands, its Node line is one `engines` and the README name, and its
 * HEALTHCHECK asks the server's liveness path and fails when the answer is not 2xx (decision 0022).
 */
const dockerfile = readFileSync("Dockerfile", "utf8");
const readme = readFileSync("README.md", "utf8");
const ciRun = readFileSync(".ci/run", "utf8");
const pkg = JSON.parse(readFileSync("package.json", "utf8")) as {
  scripts: Record<string, string>;
  engines: { node: string };
  devDependencies: Record<string, string>;
};

interface Instruction {
  keyword: string;
  args: string;
}

/** The Dockerfile's stages, each a list of instructions (continuation lines joined, comments dropped). */
function stagesOf(text: string): Instruction[][] {
  const lines = text
    .replace(/\\\n/g, " ")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));
  const stages: Instruction[][] = [];
  for (const line of lines) {
    const [keyword, ...rest] = line.split(/\s+/);
    const instruction = { keyword: keyword.toUpperCase(), args: rest.join(" ") };
    if (instruction.keyword === "FROM") stages.push([]);
    stages.at(-1)!.push(instruction);
  }
  return stages;
}

const stages = stagesOf(dockerfile);
const runtime = stages.at(-1)!;
const all = (stage: Instruction[], keyword: string) => stage.filter((i) => i.keyword === keyword).map((i) => i.args);
const only = (stage: Instruction[], keyword: string) => {
  const found = all(stage, keyword);
  expect(found, `one ${keyword} in the stage`).toHaveLength(1);
  return found[0];
};

/** Shell commands of a line: `a && b # why` gives ["a", "b"]. */
const commandsOf = (line: string) =>
  line
    .replace(/#.*/, "")
    .split("&&")
    .map((command) => command.trim())
    .filter(Boolean);

/** The lines of the README's first sh block after `heading` (or the first of all, with no heading). */
function readmeBlock(heading?: string): string[] {
  const from = heading === undefined ? 0 : readme.indexOf(`\n${heading}\n`);
  expect(from, `README has "${heading}"`).toBeGreaterThanOrEqual(0);
  const block = /```sh\n([\s\S]*?)```/.exec(readme.slice(from));
  expect(block, `an sh block after "${heading ?? "the top"}"`).not.toBeNull();
  return block![1].split("\n").filter((line) => line.trim());
}

/** `npm run serve`'s environment assignments and the command it then runs (after `exec`). */
function serveScript() {
  const match = /^((?:[A-Z_]+=\S+\s+)*)(?:exec\s+)?(.+)$/.exec(pkg.scripts.serve);
  expect(match, "the serve script is `VAR=value … [exec] command`").not.toBeNull();
  return { env: match![1].trim().split(/\s+/).filter(Boolean), command: match![2].trim() };
}

/** ENV's pairs (`ENV A=1 B=2`): values here have no spaces. */
const envOf = (stage: Instruction[]) => all(stage, "ENV").flatMap((args) => args.split(/\s+/));

describe("the Dockerfile runs the README's commands", () => {
  it("builds and starts with the README's production commands, in the same order", () => {
    const dockerCommands: string[] = [];
    for (const stage of stages) {
      for (const { keyword, args } of stage) {
        // RUN's own options (--mount=…) are the image's business, not the command's.
        if (keyword === "RUN") dockerCommands.push(...commandsOf(args.replace(/^(--\S+\s+)*/, "")));
      }
    }
    expect(JSON.parse(only(runtime, "CMD"))).toEqual(serveScript().command.split(/\s+/));
    dockerCommands.push("npm run serve");
    expect(dockerCommands).toEqual(readmeBlock("### Production").flatMap(commandsOf));
  });

  it("its CMD is `npm run serve` without npm in between: the same command in the same environment", () => {
    const { env, command } = serveScript();
    expect(JSON.parse(only(runtime, "CMD")).join(" ")).toBe(command);
    expect(envOf(runtime)).toEqual(expect.arrayContaining(env));
    // The newcomer's one command builds, then serves what production serves.
    expect(pkg.scripts.start).toBe("npm run build && npm run serve");
    expect(readmeBlock()[0]).toMatch(/npm install && npm start\b/);
  });

  it("runs as a non-root user and exposes the port the server listens on", () => {
    expect(only(runtime, "USER")).not.toMatch(/^(root|0)(:|$)/);
    expect(envOf(runtime)).toContain(`PORT=${only(runtime, "EXPOSE")}`);
    // The runtime stage takes the build output from the build stage, and no sources.
    expect(all(runtime, "COPY").filter((args) => args.startsWith("--from="))).toEqual([
      "--from=build /app/build ./build",
    ]);
    expect(all(runtime, "COPY").filter((args) => !args.startsWith("--from="))).toEqual([
      "package.json package-lock.json ./",
    ]);
  });

  it("runs the Node the project pins for every npm script, which `engines` asks for and the README names", () => {
    // The `node` package from the npm registry puts this Node first on every npm script's PATH (decision 0061).
    const pinned = pkg.devDependencies.node;
    expect(pinned, "the node package is pinned to one release").toMatch(/^\d+\.\d+\.\d+$/);
    const [major, minor] = pinned!.split(".");
    expect(stages.map((stage) => only(stage, "FROM").split(" ")[0])).toEqual(
      stages.map(() => `node:${pinned}-trixie-slim`),
    );
    expect(pkg.engines.node).toBe(`>=${major}.${minor}`);
    expect(readme.replace(/\s+/g, " ")).toContain(`Node ${pinned}, the current LTS`);
  });

  it("CI runs the README's test command", () => {
    const ciCommands = ciRun
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith("#"));
    expect(ciCommands.at(-1)).toBe("npm test");
    expect(readmeBlock().flatMap(commandsOf)).toContain("npm test");
  });

  it("the browser tests serve what production serves (the suite builds first)", async () => {
    const { default: config } = await import("../playwright.config");
    // One portal for every project: the built server, its warnings and errors kept for the tests to read.
    const webServer = config.webServer as { command: string };
    expect(webServer.command).toMatch(/(^|&& )exec npm run --silent serve 2> test-results\/portal-\d+\.log$/);
    expect(pkg.scripts.test).toMatch(/npm run build && .*npm run test:e2e/);
  });
});

describe("the HEALTHCHECK", () => {
  let server: Server | undefined;
  afterEach(() => {
    server?.close();
    server = undefined;
  });

  /** Runs the HEALTHCHECK's command as Docker would, with the image's PORT pointing at `port`. */
  async function healthcheck(port: number): Promise<number | null> {
    const instruction = only(runtime, "HEALTHCHECK");
    const argv = JSON.parse(instruction.slice(instruction.indexOf("CMD ") + 4)) as string[];
    expect(argv[0]).toBe("node");
    const child = spawn(process.execPath, argv.slice(1), {
      env: { ...process.env, PORT: String(port) },
      stdio: "ignore",
    });
    const [code] = (await once(child, "exit")) as [number | null];
    return code;
  }

  /** A stand-in server: answers `status` on every path and remembers which were asked. */
  async function standIn(status: number) {
    const asked: string[] = [];
    server = createServer((req, res) => {
      asked.push(req.url ?? "");
      res.writeHead(status).end();
    });
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    return { port: (server.address() as AddressInfo).port, asked };
  }

  it("asks the server's liveness path and passes on 200", async () => {
    const { port, asked } = await standIn(200);
    expect(await healthcheck(port)).toBe(0);
    expect(asked).toEqual([LIVENESS_PATH]);
  });

  it("fails on an error answer and when nothing answers", async () => {
    const { port } = await standIn(503);
    expect(await healthcheck(port)).toBe(1);
    server!.close();
    await once(server!, "close");
    expect(await healthcheck(port)).toBe(1);
  });
});
