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
 */

const FAULT_MODES = ["status", "delay", "hang", "malformed"] as const;

const faultSchema = z.object({
  upstream: z.string().min(1),
  mode: z.enum(FAULT_MODES),
  status: z.number().int().min(100).max(599).optional(),
  delayMs: z.number().int().min(0).max(120_000).optional(),
  malformed: z.enum(["syntax", "shape"]).optional(),
});
export type Fault = z.infer<typeof faultSchema>;

interface Waiter {
  upstream: string;
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
    this.faults.set(fault.upstream, fault);
    // A new fault replaces a hang: waiting requests go on under the new rule.
    this.releaseWaiters(fault.upstream);
  }

  clear(upstream?: string) {
    if (upstream === undefined) this.faults.clear();
    else this.faults.delete(upstream);
    this.releaseWaiters(upstream);
  }

  list(): Fault[] {
    return [...this.faults.values()];
  }

  get(upstream: string): Fault | undefined {
    return this.faults.get(upstream);
  }

  private releaseWaiters(upstream?: string) {
    for (const waiter of [...this.waiters]) {
      if (upstream === undefined || waiter.upstream === upstream) waiter.release();
    }
  }

  /** Drops every hanging or delayed request's connection: nothing outlives the sandbox. */
  close() {
    this.closed = true;
    this.faults.clear();
    for (const waiter of [...this.waiters]) waiter.drop();
  }

  /** Waits until released (resolves true), or the client or the sandbox goes away (resolves false). */
  private wait(upstream: string, res: Response, ms: number | null): Promise<boolean> {
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
        upstream,
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
      const fault = this.faults.get(upstream);
      if (!fault || this.closed) return next();
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
          if (await this.wait(upstream, res, fault.delayMs ?? 1000)) return next();
          return;
        case "hang":
          // Released by clear() or a new fault: go through this middleware again under the new rule.
          if (await this.wait(upstream, res, null)) return apply(req, res, next);
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
      const upstream = typeof req.query.upstream === "string" ? req.query.upstream : undefined;
      this.clear(upstream);
      res.status(200).json({ faults: this.list() });
    });
    return router;
  }
}
