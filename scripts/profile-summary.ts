/**
 * Where the time goes in a V8 CPU profile (`node --cpu-prof`): self time grouped by the package or source folder of
 * each function, and the functions with the most self time, as a text flame-graph summary (issue 28's decision).
 * Only the profile's last `seconds` count: the load, not the boot (the embedded store's initdb, the sandbox's start).
 *
 *   tsx scripts/profile-summary.ts <file.cpuprofile> [seconds] [lines]
 */
import { readFileSync } from "node:fs";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The package (node_modules/<name>) or the folder of our build a frame belongs to; Node's own and V8's by kind. */
function owner(url: string, functionName: string): string {
  if (!url) return functionName.startsWith("(") ? functionName : "(native)";
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.startsWith("node:")) return url.split("/")[0];
  const ours = /\/build\/(.+?)\/[^/]+$/.exec(url);
  return ours ? `build/${ours[1]}` : url;
}

export function summarize(profile: Profile, seconds: number, lines = 25): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  const end = profile.timeDeltas.reduce((a, b) => a + b, 0);
  let at = 0;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    if (at >= end - seconds * 1e6) self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const idle = [...self]
    .filter(([id]) => byId.get(id)?.callFrame.functionName === "(idle)")
    .reduce((a, [, t]) => a + t, 0);
  const busy = total - idle;
  const groups = new Map<string, number>();
  const functions = new Map<string, number>();
  for (const [id, time] of self) {
    const { callFrame } = byId.get(id)!;
    if (callFrame.functionName === "(idle)") continue;
    const group = owner(callFrame.url, callFrame.functionName);
    groups.set(group, (groups.get(group) ?? 0) + time);
    const name = `${callFrame.functionName || "(anonymous)"} ${group}:${callFrame.lineNumber + 1}`;
    functions.set(name, (functions.get(name) ?? 0) + time);
  }
  const pct = (t: number) => `${((100 * t) / busy).toFixed(1).padStart(5)} %`;
  const top = (m: Map<string, number>) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, lines)
      .map(([name, t]) => `${pct(t)}  ${name}`);
  return [
    `busy ${(busy / 1e6).toFixed(1)} s of ${(total / 1e6).toFixed(1)} s`,
    "self time by package or folder:",
    ...top(groups),
    "self time by function:",
    ...top(functions),
  ].join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [file, seconds, lines] = process.argv.slice(2);
  const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
  console.log(summarize(profile, Number(seconds ?? 8), Number(lines ?? 25)));
}
