// autocannon ships no types: what scripts/overload-bench.ts uses of its programmatic API.
declare module "autocannon" {
  import type { EventEmitter } from "node:events";

  interface Options {
    url: string;
    connections: number;
    duration: number;
    timeout: number;
    requests: Array<{ method: string; path: string; headers?: Record<string, string> }>;
  }
  interface Result {
    requests: { total: number };
    errors: number;
    timeouts: number;
  }
  /** Emits "response" (client, status, bytes, milliseconds) for each answer and "done" (result) at the end. */
  export default function autocannon(options: Options): EventEmitter;
  export type { Result };
}
