/**
 * What `npm run bench:load` runs the portal on, set up as .ci/run sets it up: Debian's PostgreSQL cluster with a
 * `surco` role, Redis on loopback, and HAProxy in front of the instances. Each is used as found when it already
 * runs, or started here and stopped again at the end; each run gets a database and a Redis database of its own.
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import { readdirSync, writeFileSync } from "node:fs";
import path from "node:path";

import { Redis } from "ioredis";

import { stopProcess } from "../sandbox/child-process";

/** Something the bench started, and how to undo it. */
export interface Started {
  description: string;
  stop(): Promise<void>;
}

const REDIS_PORT = 6390;

const has = (command: string) => spawnSync("sh", ["-c", `command -v ${command}`]).status === 0;

/** Installs the Debian packages that are missing, as .ci/run does (the machine's user is root). */
export function installMissing(): void {
  const missing = [
    ...(has("haproxy") ? [] : ["haproxy"]),
    ...(has("pg_ctlcluster") ? [] : ["postgresql"]),
    ...(has("redis-server") ? [] : ["redis-server"]),
  ];
  if (missing.length === 0) return;
  console.log(`Installing ${missing.join(", ")} from Debian`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", ...missing], { stdio: ["ignore", "ignore", "inherit"], env });
}

/** psql as the cluster's superuser (peer authentication, as .ci/run runs it). */
function psql(sql: string): string {
  return execFileSync("runuser", ["-u", "postgres", "--", "psql", "-qtAc", sql], { encoding: "utf8" }).trim();
}

/**
 * A fresh database owned by `surco` on the local cluster, started first when it is down. Stopping drops the
 * database and stops the cluster only when this run started it.
 */
export function runDatabase(name: string): Started & { url: string } {
  const version = readdirSync("/etc/postgresql")
    .sort((a, b) => Number(a) - Number(b))
    .at(-1)!;
  const online = spawnSync("pg_ctlcluster", [version, "main", "status"]).status === 0;
  if (!online) execFileSync("pg_ctlcluster", [version, "main", "start"], { stdio: "inherit" });
  if (psql("select 1 from pg_roles where rolname = 'surco'") !== "1") psql("create role surco login password 'surco'");
  psql(`create database ${name} owner surco`);
  return {
    description: `PostgreSQL ${version} (${online ? "already running" : "started for the run"}), database ${name}`,
    url: `postgres://surco:surco@127.0.0.1:5432/${name}`,
    async stop() {
      psql(`drop database if exists ${name} with (force)`);
      if (!online) execFileSync("pg_ctlcluster", [version, "main", "stop"], { stdio: "inherit" });
    },
  };
}

/**
 * Redis on loopback port 6390 (started when nothing answers there) and the first of its databases 1–15 that
 * holds no key: the instances' leases and counters (the fixed "surco:" prefix) then meet no other portal's,
 * such as a browser suite's on database 0. Stopping empties that database and stops a server started here.
 */
export async function runRedis(): Promise<Started & { url: string }> {
  const ping = async () => {
    const probe = new Redis(REDIS_PORT, "127.0.0.1", { lazyConnect: true, maxRetriesPerRequest: 0 });
    probe.on("error", () => {});
    try {
      await probe.connect();
      return (await probe.ping()) === "PONG";
    } catch {
      return false;
    } finally {
      probe.disconnect();
    }
  };
  let server: ChildProcess | undefined;
  if (!(await ping())) {
    server = spawn(
      "redis-server",
      ["--port", String(REDIS_PORT), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
      { stdio: "ignore" },
    );
    for (let i = 0; i < 100 && !(await ping()); i++) await new Promise((r) => setTimeout(r, 100));
  }
  const client = new Redis(REDIS_PORT, "127.0.0.1");
  let db = 0;
  for (let candidate = 1; candidate <= 15 && db === 0; candidate++) {
    await client.select(candidate);
    if ((await client.dbsize()) === 0) db = candidate;
  }
  if (db === 0) {
    client.disconnect();
    await stopProcess(server);
    throw new Error(`Redis on port ${REDIS_PORT}: databases 1–15 all hold keys; none is free for the run`);
  }
  return {
    description: `Redis on ${REDIS_PORT} (${server ? "started for the run" : "already running"}), database ${db}`,
    url: `redis://127.0.0.1:${REDIS_PORT}/${db}`,
    async stop() {
      await client.flushdb();
      client.disconnect();
      await stopProcess(server);
    },
  };
}

/**
 * HAProxy on loopback `port`, round-robin over `backends` (loopback ports), each checked on /readyz every second:
 * an instance whose store is not open gets no request. It forwards the client's address, host and scheme
 * (X-Forwarded-For/-Host/-Proto) for the portal's TRUST_PROXY_HOPS=1. Its timeouts are longer than any request
 * the load waits for, so a slow answer is the portal's, never the proxy's.
 */
export async function startProxy(port: number, backends: number[], dir: string): Promise<Started> {
  const config = path.join(dir, "haproxy.cfg");
  writeFileSync(
    config,
    [
      "global",
      "  maxconn 4096",
      "defaults",
      "  mode http",
      "  option forwardfor",
      "  timeout connect 5s",
      "  timeout client 60s",
      "  timeout server 60s",
      "  timeout http-keep-alive 10s",
      "frontend portal",
      `  bind 127.0.0.1:${port}`,
      "  http-request set-header X-Forwarded-Proto http",
      "  http-request set-header X-Forwarded-Host %[req.hdr(host)]",
      "  default_backend instances",
      "backend instances",
      "  balance roundrobin",
      // HTTP/1.1 with the public host: the portal answers a request without a Host header 400.
      "  option httpchk",
      `  http-check send meth GET uri /readyz ver HTTP/1.1 hdr Host localhost:${port}`,
      "  http-check expect status 200",
      ...backends.map((backend, i) => `  server instance-${i + 1} 127.0.0.1:${backend} check inter 1s fall 2 rise 2`),
      "",
    ].join("\n"),
  );
  const version = execFileSync("haproxy", ["-v"], { encoding: "utf8" })
    .split("\n")[0]!
    .replace(/^HAProxy version (\S+?)-.*/, "HAProxy $1");
  const child = spawn("haproxy", ["-db", "-f", config], { stdio: ["ignore", "ignore", "inherit"] });
  const stop = () => stopProcess(child);
  for (let i = 0; i < 100; i++) {
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { description: `${version} on 127.0.0.1:${port}`, stop };
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error("HAProxy did not start");
}
