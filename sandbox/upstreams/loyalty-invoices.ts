import express, { type Request, type Response, type Router } from "express";

import type { Transaction } from "../../app/services/loyalty/contract";
import {
  type Invoice,
  INVOICE_STATUSES,
  invoiceRegistration,
  REFUSAL_REASONS,
} from "../../app/services/loyalty/invoices-contract";
import { DEMO_ACCOUNTS, findAccountByDocument } from "../data/accounts";
import {
  authorityCopy,
  duplicateMessage,
  invoiceOf,
  invoiceProgrammeFor,
  invoiceTransaction,
  seededInvoices,
  type StoredInvoice,
} from "../data/invoices";
import { countryOfDocument, ledgerOf } from "../data/loyalty";
import { testScopeOf } from "../faults";
import type { Collection } from "../store";

/**
 * The loyalty API's invoice calls (issue 32; the contract in app/services/loyalty/invoices-contract.ts). Registered
 * invoices are kept in the sandbox's store ("loyalty:invoices", by access key); a member's seeded ones come from
 * their ledger (sandbox/data/invoices.ts). A registered invoice's ledger row joins the member's history, and once
 * approved its points join the member's balance, so the Impulso pages add up.
 */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{8,255}$/;

/**
 * The registrations a request sees: those made in its test scope (X-Test-Scope, decision 0049), so a browser test's
 * invoices never move another test's balance or history; outside tests every request is in the empty scope.
 */
export function invoiceBook(stored: Collection<StoredInvoice>) {
  const registeredBy = (document: string, scope: string) =>
    stored.filter((value) => value.document === document && (value.scope ?? "") === scope).map(([, v]) => v);
  const seeded = (document: string, now = new Date()) => {
    const ledger = countryOfDocument(document) === "BR" ? ledgerOf(document, now) : undefined;
    return ledger ? seededInvoices(document, ledger.transactions, now) : [];
  };
  function invoicesOf(document: string, scope: string, now = Date.now()): Invoice[] {
    return [...registeredBy(document, scope).map((value) => invoiceOf(value, now)), ...seeded(document)].sort((a, b) =>
      a.registeredAt < b.registeredAt ? 1 : -1,
    );
  }
  /** When a key was registered, by anyone: a registration of this portal, or a demo member's own. */
  function registeredAt(accessKey: string): string | null {
    const found = stored.get(accessKey);
    if (found) return found.registeredAt;
    for (const document of DOCUMENTS_WITH_INVOICES()) {
      const seededOne = seeded(document).find((invoice) => invoice.accessKey === accessKey);
      if (seededOne) return seededOne.registeredAt;
    }
    return null;
  }
  /** The ledger rows of the member's registered invoices that are read (seeded ones are in the ledger already). */
  function transactionsOf(document: string, scope: string, now = Date.now()): Transaction[] {
    const name = findAccountByDocument(document)?.member?.nmMember ?? "";
    return registeredBy(document, scope).flatMap(
      (value) => invoiceTransaction(value, invoiceOf(value, now), name) ?? [],
    );
  }
  /** The points of approved registered invoices: what they added to the member's balance. */
  function creditedPoints(document: string, scope: string, now = Date.now()): number {
    return transactionsOf(document, scope, now)
      .filter((tx) => tx.status === "confirmed")
      .reduce((sum, tx) => sum + tx.pointsAmount, 0);
  }
  return { stored, invoicesOf, registeredAt, transactionsOf, creditedPoints };
}
export type InvoiceBook = ReturnType<typeof invoiceBook>;

/** Brazil's demo members: each has seeded invoices. */
const DOCUMENTS_WITH_INVOICES = () =>
  DEMO_ACCOUNTS.flatMap((account) =>
    account.country === "BR" && account.member && account.document ? [account.document] : [],
  );

export function mountInvoiceRoutes(
  router: Router,
  book: InvoiceBook,
  decodeId: (id: string) => string | undefined,
  failing: (req: Request) => number | undefined,
) {
  const guarded = (handler: (req: Request, res: Response) => void) => (req: Request, res: Response) => {
    const status = failing(req);
    if (status) return void res.status(status).json({ message: "Sandbox failure injected for invoices", status });
    handler(req, res);
  };
  const memberOf = (req: Request, res: Response): string | null => {
    const document = decodeId(String(req.params.id));
    if (document === undefined || countryOfDocument(document) !== "BR" || !findAccountByDocument(document)?.member) {
      res.status(404).json({ message: "Member not found" });
      return null;
    }
    return document;
  };

  router.get(
    "/invoice-programme",
    guarded((req, res) => res.json(invoiceProgrammeFor(String(req.query.country ?? "BR")))),
  );

  router.get(
    "/invoice-keys/:key",
    guarded((req, res) => {
      const at = book.registeredAt(req.params.key);
      if (at) res.json({ registeredAt: at });
      else res.status(404).json({ message: "Key not registered" });
    }),
  );

  router.post(
    "/invoices/:id",
    express.json({ limit: "256kb" }),
    guarded((req, res) => {
      const document = memberOf(req, res);
      if (!document) return;
      const idempotencyKey = req.get("idempotency-key") ?? "";
      if (!IDEMPOTENCY_KEY.test(idempotencyKey))
        return void res.status(400).json({ message: "Idempotency-Key header required" });
      const parsed = invoiceRegistration.safeParse(req.body);
      if (!parsed.success) return void res.status(400).json({ message: "Invalid registration", field: "accessKey" });
      const body = JSON.stringify(parsed.data);
      const replay = book.stored.find((value) => value.idempotencyKey === idempotencyKey);
      if (replay) {
        if (replay.body !== body || replay.document !== document)
          return void res.status(422).json({ message: "Idempotency-Key reused with a different body" });
        return void res.status(201).set("idempotent-replayed", "true").json(invoiceOf(replay, Date.now()));
      }
      const { accessKey } = parsed.data;
      const taken = book.registeredAt(accessKey);
      if (taken)
        return void res
          .status(409)
          .json({ message: duplicateMessage, reason: "duplicate", registeredAt: taken, field: "accessKey" });
      const value: StoredInvoice = {
        accessKey,
        document,
        idempotencyKey,
        body,
        registeredAt: new Date().toISOString(),
        content: parsed.data.invoice ?? authorityCopy(accessKey, document),
        keyAlone: parsed.data.invoice === null,
        forced: null,
        scope: testScopeOf(req),
      };
      book.stored.set(accessKey, value);
      res.status(201).json(invoiceOf(value, Date.now()));
    }),
  );

  router.get(
    "/invoices/:id",
    guarded((req, res) => {
      const document = memberOf(req, res);
      if (document) res.json({ invoices: book.invoicesOf(document, testScopeOf(req)) });
    }),
  );

  router.get(
    "/invoices/:id/:key",
    guarded((req, res) => {
      const document = memberOf(req, res);
      if (!document) return;
      const found = book.invoicesOf(document, testScopeOf(req)).find((invoice) => invoice.accessKey === req.params.key);
      if (found) res.json(found);
      else res.status(404).json({ message: "Invoice not found" });
    }),
  );
}

/**
 * Test helpers under /_sandbox/loyalty: move a registered invoice at once
 * (`POST /invoices/{key}/status {"status": "approved" | "refused" | …, "reason"?}`), list them, or forget a
 * member's (`DELETE /invoices?document=`).
 */
export function mountInvoiceAdmin(admin: Router, book: InvoiceBook) {
  admin.post("/invoices/:key/status", (req, res) => {
    const status = String(req.body?.status ?? "");
    const reason = req.body?.reason === undefined ? null : String(req.body.reason);
    if (!(INVOICE_STATUSES as readonly string[]).includes(status))
      return void res.status(400).json({ message: `status must be one of ${INVOICE_STATUSES.join(", ")}` });
    if (reason !== null && !(REFUSAL_REASONS as readonly string[]).includes(reason))
      return void res.status(400).json({ message: `reason must be one of ${REFUSAL_REASONS.join(", ")}` });
    const moved = book.stored.update(req.params.key, (value) => ({
      ...value,
      forced: {
        status: status as Invoice["status"],
        at: new Date().toISOString(),
        reason: reason as NonNullable<StoredInvoice["forced"]>["reason"],
      },
    }));
    res.status(moved ? 204 : 404).end();
  });
  admin.get("/invoices", (_req, res) => res.json(book.stored.values()));
  admin.delete("/invoices", (req, res) => {
    const document = String(req.query.document ?? "");
    for (const [key] of book.stored.filter((value) => value.document === document)) book.stored.delete(key);
    res.status(204).end();
  });
}
