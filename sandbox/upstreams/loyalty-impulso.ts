import type { Request, Response, Router } from "express";

import type { CalculatorSearch, HistoryPage, ServicesPage, Transaction } from "../../app/services/loyalty/contract";
import {
  countryOfDocument,
  filterHistory,
  ledgerOf,
  matchesService,
  productsOf,
  recommendedFor,
  type ServiceQuery,
  servicesOf,
  transactionCategoriesFor,
} from "../data/loyalty";
import { testScopeOf } from "../faults";

/**
 * The loyalty API's Impulso calls beyond the member record (spec 001 §7; the
 * paths the spec does not show are ours, docs/integrations/loyalty.md):
 *
 *   GET /transaction-category?country=BR|AR
 *   GET /transaction-history/{id}?page&per_page&categories&startDate&endDate&search
 *   GET /transaction-details/{transactionNumber}?member={id}
 *   GET /expiration/points/{id}
 *   GET /recommendation/Services/{id}?page&limit&per_page&orbiaImgUrl&min_points&max_points&service_crop&service_journey&service_category
 *   GET /srv-exp-recommendation/services?…the same…&base64Html&country
 *   GET /calculator-rewards?item_type&items_per_page&page&min_points&max_points&service_…&country
 *
 * A bad parameter answers 400 with a message, an unknown member 404.
 */
export const IMPULSO_CALLS = [
  "categories",
  "history",
  "details",
  "expiration",
  "services",
  "calculator",
  "invoices",
] as const;
export type ImpulsoCall = (typeof IMPULSO_CALLS)[number];

class BadRequest extends Error {}

function int(req: Request, name: string, fallback: number, min: number, max: number): number {
  const raw = req.query[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new BadRequest(`${name} must be an integer from ${min} to ${max}`);
  return value;
}

function text(req: Request, name: string): string | null {
  const raw = req.query[name];
  if (raw === undefined || raw === "" || raw === "null") return null;
  if (typeof raw !== "string") throw new BadRequest(`${name} must be given once`);
  return raw;
}

function day(req: Request, name: string): string | null {
  const value = text(req, name);
  if (value !== null && !/^\d{4}-\d{2}-\d{2}$/.test(value)) throw new BadRequest(`${name} must be YYYY-MM-DD`);
  return value;
}

function country(req: Request): "BR" | "AR" {
  const value = text(req, "country") ?? "BR";
  if (value !== "BR" && value !== "AR") throw new BadRequest("country must be BR or AR");
  return value;
}

function serviceQuery(req: Request): ServiceQuery {
  return {
    minPoints: int(req, "min_points", 0, 0, 10_000_000),
    maxPoints: int(req, "max_points", 999_999, 0, 10_000_000),
    crop: text(req, "service_crop"),
    journey: text(req, "service_journey"),
    category: text(req, "service_category"),
  };
}

function paged<T>(items: readonly T[], page: number, perPage: number) {
  const start = (page - 1) * perPage;
  return {
    results: items.slice(start, start + perPage),
    page,
    next_page: start + perPage < items.length ? page + 1 : null,
  };
}

/** Where a one-call failure is filed: the test scope that asked for it (X-Test-Scope, decision 0049) and the call. */
export const failureSlot = (req: Request, call: string) => `${testScopeOf(req)} ${call}`;

export function mountImpulsoRoutes(
  router: Router,
  failures: ReadonlyMap<string, number>,
  decodeId: (id: string) => string | undefined,
  /** Rows the member's ledger gains from what the portal wrote (registered invoices), newest first with the rest. */
  extraRows: (document: string, req: Request) => Transaction[],
) {
  const handle =
    (call: ImpulsoCall, handler: (req: Request, res: Response) => void) => (req: Request, res: Response) => {
      const failing = failures.get(failureSlot(req, call));
      if (failing) {
        res.status(failing).json({ message: `Sandbox failure injected for ${call}`, status: failing });
        return;
      }
      try {
        handler(req, res);
      } catch (error) {
        if (error instanceof BadRequest) res.status(400).json({ message: error.message });
        else throw error;
      }
    };

  const ledgerFor = (req: Request, res: Response, id: string) => {
    const document = decodeId(id);
    const ledger = document === undefined ? undefined : ledgerOf(document);
    if (!ledger || document === undefined) {
      res.status(404).json({ message: "Member not found" });
      return null;
    }
    const extra = extraRows(document, req);
    const transactions = extra.length
      ? [...extra, ...ledger.transactions].sort((a, b) => Date.parse(b.transactionDate) - Date.parse(a.transactionDate))
      : ledger.transactions;
    return { document, ledger: { ...ledger, transactions } };
  };

  router.get(
    "/transaction-category",
    handle("categories", (req, res) => res.json(transactionCategoriesFor(country(req)))),
  );

  router.get(
    "/transaction-history/:id",
    handle("history", (req, res) => {
      const found = ledgerFor(req, res, req.params.id);
      if (!found) return;
      const page = int(req, "page", 1, 1, 100_000);
      const perPage = int(req, "per_page", 10, 1, 100);
      const categories = (text(req, "categories") ?? "").split(",").filter(Boolean);
      const rows = filterHistory(found.ledger.transactions, {
        categories,
        startDate: day(req, "startDate"),
        endDate: day(req, "endDate"),
        search: text(req, "search"),
      });
      const body: HistoryPage = {
        result: rows.slice((page - 1) * perPage, page * perPage),
        totalPages: Math.ceil(rows.length / perPage),
        totalItems: rows.length,
      };
      res.json(body);
    }),
  );

  router.get(
    "/transaction-details/:number",
    handle("details", (req, res) => {
      const member = text(req, "member");
      const found = member === null ? null : ledgerFor(req, res, member);
      if (member === null) {
        res.status(400).json({ message: "member is required" });
        return;
      }
      if (!found) return;
      const transaction = found.ledger.transactions.find((t) =>
        t.transactionDetails.some((d) => d.transactionNumber === req.params.number),
      );
      if (!transaction) {
        res.status(404).json({ message: "Transaction not found" });
        return;
      }
      res.json(transaction);
    }),
  );

  router.get(
    "/expiration/points/:id",
    handle("expiration", (req, res) => {
      const found = ledgerFor(req, res, req.params.id);
      if (found) res.json(found.ledger.expiration);
    }),
  );

  const servicesAnswer = (req: Request, document: string | null, place: "BR" | "AR"): ServicesPage => {
    const perPage = int(req, "per_page", 8, 1, 400);
    const page = int(req, "page", 1, 1, 1_000);
    const query = serviceQuery(req);
    const list = recommendedFor(document, place).filter((service) => matchesService(service, query));
    return { data: paged(list, page, perPage) };
  };

  router.get(
    "/recommendation/Services/:id",
    handle("services", (req, res) => {
      const document = decodeId(req.params.id);
      const place = document === undefined ? undefined : countryOfDocument(document);
      if (document === undefined || !place || !ledgerOf(document)) {
        res.status(404).json({ message: "Member not found" });
        return;
      }
      res.json(servicesAnswer(req, document, place));
    }),
  );

  router.get(
    "/srv-exp-recommendation/services",
    handle("services", (req, res) => res.json(servicesAnswer(req, null, country(req)))),
  );

  router.get(
    "/calculator-rewards",
    handle("calculator", (req, res) => {
      const itemType = text(req, "item_type") ?? "services";
      if (itemType !== "services" && itemType !== "products")
        throw new BadRequest("item_type must be services or products");
      const place = country(req);
      const perPage = int(req, "items_per_page", 8, 1, 400);
      const page = int(req, "page", 1, 1, 1_000);
      const query = serviceQuery(req);
      const items =
        itemType === "services"
          ? servicesOf(place)
              .filter((service) => matchesService(service, query))
              .sort((a, b) => a.vlPricePoints - b.vlPricePoints || a.nmService.localeCompare(b.nmService))
              .map((service) => ({
                ds_product_url: service.dsLink,
                nm_product: service.nmService,
                ds_image_url: service.imgUrl ?? "",
                points: service.vlPricePoints,
              }))
          : productsOf(place).filter((item) => item.points >= query.minPoints && item.points <= query.maxPoints);
      const body: CalculatorSearch = { data: paged(items, page, perPage) };
      res.json(body);
    }),
  );
}
