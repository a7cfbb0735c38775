import { z } from "zod";

/**
 * The loyalty API's contract (spec 001 §3 §7). The client validates every
 * response with these schemas and the sandbox serves data built from them,
 * so the two cannot drift. Fields the spec does not name (the member's display
 * name, the accelerators) are ours, documented in docs/integrations/loyalty.md.
 */

/** GET {LOYALTY_TOKEN_URL}: the token service. */
export const tokenResponse = z.object({
  access_token: z.string().min(1),
  token_type: z.string().default("Bearer"),
  /** Seconds until the token expires. */
  expires_in: z.number().int().positive(),
});
export type TokenResponse = z.infer<typeof tokenResponse>;

const contactUs = z.object({
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  whatsapp: z.string(),
});

const advisorContact = z.object({
  nmAdvisor: z.string(),
  flAdvisor: z.boolean(),
  phoneAdvisor: z.string(),
  emailAdvisor: z.string(),
  mobileAdvisor: z.string(),
});

/** GET /members/{base64 id} */
export const member = z.object({
  nmMember: z.string(),
  impulsePoints: z.number(),
  stars: z.number().int().min(1).max(5),
  familiarGroup: z.object({ starsGroup: z.number().int().min(1).max(5) }).nullable(),
  nmGroup: z.string().nullable(),
  flGroupLeader: z.boolean(),
  impulsePercent: z.number(),
  impulseLeft: z.number(),
  minPoints: z.number(),
  orbiaPoints: z.number(),
  accountType: z.enum(["direct", "indirect"]),
  acceleratorMix: z.number().int().min(0).max(5),
  acceleratorFrequency: z.number().int().min(0).max(3),
  contactInformation: z.object({
    contactUs,
    advisorContact: z.array(advisorContact),
  }),
  /** Ours (issue 32): the member's CPF and CNPJs, the buyers whose invoices are theirs. */
  documents: z.array(z.string()).optional(),
});
export type Member = z.infer<typeof member>;

/** The member id travels base64-encoded in paths (spec 000 §7). */
export function memberPathId(document: string): string {
  return encodeURIComponent(Buffer.from(document, "utf8").toString("base64"));
}

// ── Impulso part 1: history, expiry, services, calculator search (spec 001 §3 §7) ──
// Paths and fields the spec does not show are ours (docs/integrations/loyalty.md).

/** YYYY-MM-DD */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** GET /transaction-category: the categories the history can be filtered by. */
const transactionCategory = z.object({ id: z.string().min(1), name: z.string(), icon: z.string() });
export const transactionCategories = z.array(transactionCategory);
export type TransactionCategory = z.infer<typeof transactionCategory>;

const orderItem = z.object({
  productQuantity: z.number(),
  productDescription: z.string(),
  productPoints: z.number(),
});

const transactionDetail = z.object({
  description: z.string(),
  transactionNumber: z.string().min(1),
  invoiceDate: day.nullable(),
  invoiceNumber: z.string().nullable(),
  partnerName: z.string().nullable(),
  orderNumber: z.string().nullable(),
  /** The day its points expire (3 years after they were earned); null for debits. */
  expirationDate: day.nullable(),
  pointsAmount: z.number(),
  orderItems: z.array(orderItem),
  subTotalOrder: z.number().nullable(),
  shippingFee: z.number().nullable(),
  totalPointsOrder: z.number().nullable(),
});
export type TransactionDetail = z.infer<typeof transactionDetail>;

/**
 * One points transaction (spec 001 §3), also the whole answer of GET
 * /transaction-details/{transactionNumber}?member={id}. `kind` and `status`
 * are ours: what the state shown beside it needs.
 */
export const transaction = z.object({
  /** An instant in UTC (ISO 8601). */
  transactionDate: z.string().datetime({ offset: true }),
  pointsAmount: z.number(),
  category: transactionCategory,
  transactionDetails: z.array(transactionDetail).min(1),
  transferPoints: z.object({ sender: z.string(), receiver: z.string() }).nullable(),
  nmMember: z.string(),
  /** credit, debit (redemption, transfer out), expiration (points that expired), notice (points about to expire: informational). */
  kind: z.enum(["credit", "debit", "expiration", "notice"]),
  /** pending until the programme confirms it (an invoice under review). */
  status: z.enum(["confirmed", "pending"]),
});
export type Transaction = z.infer<typeof transaction>;

/** GET /transaction-history/{id}?page&per_page&categories&startDate&endDate&search */
export const historyPage = z.object({
  result: z.array(transaction),
  totalPages: z.number().int().min(0),
  totalItems: z.number().int().min(0),
});
export type HistoryPage = z.infer<typeof historyPage>;

/** GET /expiration/points/{id}: what expires when (ours: the dated entries beside the spec's total). */
export const expiration = z.object({
  sumPointsToExpire: z.number(),
  expirations: z.array(z.object({ expirationDate: day, points: z.number() })),
});
export type Expiration = z.infer<typeof expiration>;

/** A service redeemable with points (spec 001 §3). */
const service = z.object({
  idOrbia: z.string(),
  cdSkuOrbia: z.string(),
  tpService: z.string(),
  nmVendor: z.string(),
  nmService: z.string(),
  /** The category's key (agro-software, agronomic-consulting, personalised-consulting, courses-training). */
  ctgService: z.string(),
  /** Stars required. */
  qtStars: z.number().int().min(1).max(5),
  /** Current cost in points. */
  vlPricePoints: z.number(),
  /** Previous cost in points, when it changed. */
  vlPreviousPricePoints: z.number().nullable(),
  dsLink: z.string().url(),
  imgBase64Html: z.string().nullable(),
  /** With orbiaImgUrl=true: the image's address. */
  imgUrl: z.string().nullable(),
  recommendationTag: z.string().nullable(),
  crops: z.array(z.string()),
  journeys: z.array(z.string()),
});
export type Service = z.infer<typeof service>;

/**
 * GET /recommendation/Services/{id} and GET /srv-exp-recommendation/services:
 * page, limit, per_page, orbiaImgUrl or base64Html, and (ours) min_points,
 * max_points, service_crop, service_journey, service_category, country.
 */
export const servicesPage = z.object({
  data: z.object({ results: z.array(service), page: z.number().int().min(1), next_page: z.number().int().nullable() }),
});
export type ServicesPage = z.infer<typeof servicesPage>;

/** A calculator result item (spec 001 §3). */
const calculatorItem = z.object({
  ds_product_url: z.string().url(),
  nm_product: z.string(),
  ds_image_url: z.string(),
  points: z.number(),
});
export type CalculatorItem = z.infer<typeof calculatorItem>;

/**
 * GET /calculator-rewards (ours; spec 000 §7 names the portal's own /api/calculator-rewards):
 * item_type, items_per_page, page, min_points, max_points, service_crop, service_journey, service_category, country.
 */
export const calculatorSearch = z.object({
  data: z.object({
    results: z.array(calculatorItem),
    page: z.number().int().min(1),
    next_page: z.number().int().nullable(),
  }),
});
export type CalculatorSearch = z.infer<typeof calculatorSearch>;
