import express, { type NextFunction, type Request, type RequestHandler, type Response, type Router } from "express";
import { z } from "zod";

/**
 * Fault injection: tests tell an upstream to fail, and every route of that
 * upstream fails the same way until the fault is cleared.
 *
 *   status     answer with that status (default 500) and a JSON error body
 *   delay      wait delayMs (default 1000), then answer normally
 *   hang       never answer; released (answered normally) when the fault is cleared,
 *              and the connection dropped when the sandbox closes
 *   malformed  200 with a body that breaks the contract: "syntax" (default) is not
 *              JSON at all, "shape" is valid JSON of the wrong shape
 *
 * A fault with a `scope` applies only to requests whose X-Test-Scope header names that scope: the portal forwards
 * the header of the browser test that made the request (decision 0049), so tests fault upstreams side by side. A
 * fault without one applies to every request. Clearing is per scope too: DELETE ?scope=… clears that scope's faults,
 * a DELETE without it the unscoped ones.
 */

const FAULT_MODES = ["status", "delay", "hang", "malformed"] as const;

/** The test scope a request was made in (the portal forwards its X-Test-Scope), "" for none. */
export const testScopeOf = (req: Request): string => req.get("x-test-scope") ?? "";

const faultSchema = z.object({
  upstream: z.string().min(1),
  scope: z
    .string()
    .regex(/^[\w.-]{1,80}$/)
    .optional(),
  mode: z.enum(FAULT_MODES),
  status: z.number().int().min(100).max(599).optional(),
  delayMs: z.number().int().min(0).max(120_000).optional(),
  malformed: z.enum(["syntax", "shape"]).optional(),
});
export type Fault = z.infer<typeof faultSchema>;

/** Where a fault is filed: its scope ("" for every request) and its upstream. */
const slot = (scope: string | undefined, upstream: string) => `${scope ?? ""} ${upstream}`;

interface Waiter {
  /** The slot of the fault the request waits under. */
  slot: string;
  release: () => void;
  drop: () => void;
}

export class FaultRegistry {
  private readonly faults = new Map<string, Fault>();
  private readonly names = new Set<string>();
  private readonly waiters = new Set<Waiter>();
  private closed = false;

  /** Upstreams must be registered to accept faults, so a typo in a test fails loudly. */
  register(upstream: string) {
    this.names.add(upstream);
  }

  get upstreams(): string[] {
    return [...this.names].sort();
  }

  set(fault: Fault) {
    if (!this.names.has(fault.upstream)) {
      throw new Error(`Unknown upstream "${fault.upstream}"; known: ${this.upstreams.join(", ")}`);
    }
    const at = slot(fault.scope, fault.upstream);
    this.faults.set(at, fault);
    // A new fault replaces a hang: waiting requests go on under the new rule.
    this.releaseWaiters((waiting) => waiting === at);
  }

  /** Clears one scope's faults ("" or none: the unscoped ones), of one upstream or of all. */
  clear({ upstream, scope }: { upstream?: string; scope?: string } = {}) {
    const cleared = (at: string) => {
      const fault = this.faults.get(at);
      return fault !== undefined && (fault.scope ?? "") === (scope ?? "") && (!upstream || fault.upstream === upstream);
    };
    const slots = [...this.faults.keys()].filter(cleared);
    for (const at of slots) this.faults.delete(at);
    this.releaseWaiters((waiting) => slots.includes(waiting));
  }

  list(): Fault[] {
    return [...this.faults.values()];
  }

  /** The fault a request meets: its own scope's, else the unscoped one. */
  get(upstream: string, scope?: string): Fault | undefined {
    return (scope && this.faults.get(slot(scope, upstream))) || this.faults.get(slot(undefined, upstream));
  }

  private releaseWaiters(released: (slot: string) => boolean) {
    for (const waiter of [...this.waiters]) {
      if (released(waiter.slot)) waiter.release();
    }
  }

  /** Drops every hanging or delayed request's connection: nothing outlives the sandbox. */
  close() {
    this.closed = true;
    this.faults.clear();
    for (const waiter of [...this.waiters]) waiter.drop();
  }

  /** Waits until released (resolves true), or the client or the sandbox goes away (resolves false). */
  private wait(at: string, res: Response, ms: number | null): Promise<boolean> {
    return new Promise((resolve) => {
      let timer: NodeJS.Timeout | null = null;
      const finish = (proceed: boolean) => {
        if (timer) clearTimeout(timer);
        this.waiters.delete(waiter);
        res.off("close", onClose);
        resolve(proceed);
      };
      const onClose = () => finish(false);
      const waiter: Waiter = {
        slot: at,
        release: () => finish(true),
        drop: () => {
          finish(false);
          res.destroy();
        },
      };
      this.waiters.add(waiter);
      // The response closes early only when the client gives up (the request's own "close" fires once its body is read).
      res.on("close", onClose);
      if (ms !== null) timer = setTimeout(() => finish(true), ms);
    });
  }

  /** Applies the upstream's fault, if any, before its own routes. */
  middleware(upstream: string): RequestHandler {
    this.register(upstream);
    const apply = async (req: Request, res: Response, next: NextFunction): Promise<void> => {
      const fault = this.get(upstream, testScopeOf(req));
      if (!fault || this.closed) return next();
      const at = slot(fault.scope, upstream);
      res.setHeader("x-sandbox-fault", fault.mode);
      switch (fault.mode) {
        case "status": {
          const status = fault.status ?? 500;
          res.status(status).json({ message: `Sandbox fault: ${upstream} answers ${status}`, status });
          return;
        }
        case "malformed":
          if (fault.malformed === "shape") {
            res.status(200).json({ sandbox: "malformed", data: [null, 42, "not what the contract says"] });
          } else {
            res.status(200).type("application/json").send('{"sandbox": "malformed", "data": [1, 2,');
          }
          return;
        case "delay":
          if (await this.wait(at, res, fault.delayMs ?? 1000)) return next();
          return;
        case "hang":
          // Released by clear() or a new fault: go through this middleware again under the new rule.
          if (await this.wait(at, res, null)) return apply(req, res, next);
          return;
      }
    };
    return (req, res, next) => {
      apply(req, res, next).catch(next);
    };
  }

  /** POST/GET/DELETE /_sandbox/faults. */
  router(): Router {
    const router = express.Router();
    router.use(express.json());
    router.get("/", (_req, res) => {
      res.json({ faults: this.list(), upstreams: this.upstreams });
    });
    router.post("/", (req, res) => {
      const parsed = faultSchema.safeParse(req.body);
      if (!parsed.success) {
        res.status(400).json({ message: "Invalid fault", issues: parsed.error.issues });
        return;
      }
      if (!this.names.has(parsed.data.upstream)) {
        res.status(400).json({ message: `Unknown upstream "${parsed.data.upstream}"`, upstreams: this.upstreams });
        return;
      }
      this.set(parsed.data);
      res.status(201).json({ fault: parsed.data });
    });
    router.delete("/", (req, res) => {
      const text = (name: string) => (typeof req.query[name] === "string" ? req.query[name] : undefined);
      this.clear({ upstream: text("upstream"), scope: text("scope") });
      res.status(200).json({ faults: this.list() });
    });
    return router;
  }
}
