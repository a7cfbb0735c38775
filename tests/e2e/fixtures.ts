import { expect, test as base, type TestInfo } from "@playwright/test";

import { type LogLine, portalLog } from "./portal-log";

/**
 * The browser suite's `test`: every spec imports it (and `expect`) from here, not from @playwright/test, so that
 * each test runs in a test scope of its own (decision 0049):
 * - every request the test makes, from its pages, its API contexts and Node's fetch alike, carries X-Test-Scope with
 *   the test's id; the portal (TEST_SCOPES=on) forwards it to its upstream calls and outbox deliveries, and the
 *   sandbox arms the test's faults (support.ts `setFault`) for it alone, so fault tests run beside every other test;
 * - a spec that injects faults declares `test.use({ ownUpstreams: true })`: its tests start with an upstream cache,
 *   circuits and search indexes of their own in the portal, which nothing else warms or breaks (the others share
 *   the portal's, as visitors do);
 * - after the test its faults are cleared, and the portal's log lines of its scope are read: any line at level
 *   error fails the test unless the spec allowed it (`allowServerErrors`), and a failed test has its lines attached.
 */
export { expect };

const TEST_SCOPE_HEADER = "x-test-scope";

/** The test's scope: unique per test, project, repeat and retry, in the characters the portal accepts. */
export function testScope(info: TestInfo = base.info()): string {
  return `${info.testId}-r${info.repeatEachIndex}-${info.retry}`.replace(/[^\w.-]/g, "-");
}

/** The origin of the running test's portal and of its sandbox (on the next port). */
export function portalOrigin(info: TestInfo = base.info()): string {
  return new URL(info.project.use.baseURL!).origin;
}
export function sandboxOrigin(info: TestInfo = base.info()): string {
  return sandboxOf(portalOrigin(info));
}
/** The sandbox of any portal the suite starts: on the portal's next port. */
export function sandboxOf(portal: string): string {
  const url = new URL(portal);
  url.port = String(Number(url.port) + 1);
  return url.origin;
}

const ALLOWED = "allowed-server-error";

/**
 * For a spec whose tests provoke an error the portal rightly logs at level error: those lines, by message, do not
 * fail its tests. Called at the top of the spec (or of a describe block), with why beside it.
 */
export function allowServerErrors(...messages: RegExp[]) {
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures from a destructured first parameter.
  test.beforeEach(({}, info) => {
    for (const message of messages) info.annotations.push({ type: ALLOWED, description: message.source });
  });
}

/** Node's fetch, adding the test's scope to requests for its portal and sandbox (tests' raw HTTP). */
function scopedFetch(original: typeof fetch, scope: string, origins: string[]): typeof fetch {
  return (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    if (!origins.includes(url.origin)) return original(input, init);
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    if (!headers.has(TEST_SCOPE_HEADER)) headers.set(TEST_SCOPE_HEADER, scope);
    return original(input, { ...init, headers });
  };
}

/** The portal's log lines of the running test so far (warnings and errors). */
export async function serverLog(info: TestInfo = base.info()): Promise<LogLine[]> {
  const port = Number(new URL(portalOrigin(info)).port);
  return portalLog(port, (raw) => raw.includes(`"testScope":"${testScope(info)}"`));
}

/** Whether the running test has upstreams of its own (its spec's `ownUpstreams`): a worker runs one test at a time. */
let runningWithOwnUpstreams = false;
export const hasOwnUpstreams = () => runningWithOwnUpstreams;

/** Asks the portal for fresh upstreams of the test's own (an empty cache, closed circuits: decision 0049). */
export async function freshUpstreams(info: TestInfo = base.info()) {
  const answer = await fetch(`${portalOrigin(info)}/_test-scope/fresh-upstreams`, { method: "POST" });
  expect(answer.status, "the portal runs with TEST_SCOPES=on").toBe(204);
}

/* eslint-disable react-hooks/rules-of-hooks -- `use` here is Playwright's fixture callback, not React's hook. */
export const test = base.extend<{ ownUpstreams: boolean; testScoped: void }>({
  ownUpstreams: [false, { option: true }],
  // Pages, contexts the test opens itself and the `request` fixture all take their headers from this option.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, info) => {
    await use({ ...extraHTTPHeaders, [TEST_SCOPE_HEADER]: testScope(info) });
  },
  testScoped: [
    async ({ ownUpstreams }, use, info) => {
      const scope = testScope(info);
      const original = globalThis.fetch;
      globalThis.fetch = scopedFetch(original, scope, [portalOrigin(info), sandboxOrigin(info)]);
      try {
        runningWithOwnUpstreams = ownUpstreams;
        if (ownUpstreams) await freshUpstreams(info);
        await use();
      } finally {
        runningWithOwnUpstreams = false;
        globalThis.fetch = original;
        await original(`${sandboxOrigin(info)}/_sandbox/faults?scope=${encodeURIComponent(scope)}`, {
          method: "DELETE",
        }).catch(() => {});
      }
      const lines = await serverLog(info);
      if (lines.length > 0 && info.status !== info.expectedStatus) {
        const body = lines.map((line) => JSON.stringify(line)).join("\n");
        await info.attach("portal log", { body, contentType: "text/plain" });
      }
      const allowed = info.annotations.filter((a) => a.type === ALLOWED).map((a) => new RegExp(a.description!));
      const unexpected = lines.filter(
        (line) => line.level === "error" && !allowed.some((pattern) => pattern.test(line.message ?? "")),
      );
      expect(unexpected, "the portal logged an error for this test (allowServerErrors if it is provoked)").toEqual([]);
    },
    { auto: true },
  ],
});
/* eslint-enable react-hooks/rules-of-hooks */
