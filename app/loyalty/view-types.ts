import type { PointsTone } from "~/domain/loyalty/ledger";
import type { RedemptionButton } from "~/domain/loyalty/redemption";
import type { TransactionState } from "~/domain/loyalty/transaction-state";
import type { HistoryLayout } from "~/domain/loyalty/truncate";
import type { CutPiece } from "~/domain/text/cut-pieces";

/**
 * What the Impulso pages render: finished, translated text from the loaders
 * (decision 3). Components only lay it out.
 */

export interface LinkData {
  label: string;
  href: string;
}

/** A card that could not load (spec 001 §8): warning icon, 'error-loading-info', 'refresh-page', 'reload-page'. */
export interface CardError {
  state: "error";
  title: string;
  subtitle: string;
  action: LinkData;
}

export interface CardEmpty {
  state: "empty";
  heading: string;
  title: string;
  body: string;
  action: LinkData;
}

export interface StatusCardData {
  state: "standard";
  heading: string;
  pointsLabel: string;
  points: string;
  stars: number;
  starsText: string;
  /** Null when the year's impulses could not be read. */
  progress: { percent: number; label: string; valueText: string } | null;
  group: { label: string; name: string; stars: number; starsText: string } | null;
  cta: LinkData | null;
}

export interface BalanceCardData {
  state: "standard";
  heading: string;
  balanceLabel: string;
  balance: string;
  rows: { term: string; value: string }[];
  /** The register button: inside the portal (newWindow null) or the programme's outside page. */
  invoices: { label: string; href: string; newWindow: string | null };
  /** The outside page as a second way, when the button is inside the portal. */
  outside: { label: string; href: string; newWindow: string } | null;
  /** "Minhas notas", when the country has it. */
  list: { label: string; href: string } | null;
}

/** The ledger as a statement (decision 0015): lines that add up to the balance, pending credits beside it. */
export interface AccumulatedCardData {
  state: "standard";
  heading: string;
  total: string;
  totalLabel: string;
  rows: { term: string; value: string }[];
  closing: { term: string; value: string };
  pending: string | null;
}

export type Card<T> = T | CardError | CardEmpty;

export interface TransactionRowData {
  number: string;
  href: string;
  date: string;
  time: string;
  /** Written once, cut to 20 characters under 540 px and to 40 otherwise (spec 001 §9). */
  description: CutPiece<HistoryLayout>[];
  fullDescription: string;
  category: string;
  points: string;
  tone: PointsTone;
  state: TransactionState;
  stateLabel: string;
  /** Accessible name of the row's link: the full description and what it opens. */
  linkLabel: string;
}

export interface ServiceCardData {
  id: string;
  name: string;
  vendor: string;
  category: string;
  image: string | null;
  cost: string;
  previousCost: string | null;
  stars: number;
  starsText: string;
  tag: string | null;
  button: { kind: RedemptionButton; label: string; href: string; hint: string | null; newWindow: boolean };
}

export interface SelectData {
  name: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
}

/** A transaction's details (spec 001 §3): what the side sheet and the detail page show. */
export interface TransactionDetailData {
  title: string;
  number: string;
  summary: { term: string; value: string }[];
  points: string;
  tone: PointsTone;
  state: TransactionState;
  stateLabel: string;
  invoice: { heading: string; rows: { term: string; value: string }[] } | null;
  order: {
    heading: string;
    caption: string;
    columns: { quantity: string; description: string; points: string };
    items: { quantity: string; description: string; fullDescription: string; points: string }[];
    totals: { term: string; value: string }[];
  } | null;
  transfer: { heading: string; rows: { term: string; value: string }[] } | null;
}

/** A section's GET form of filters (the services on "Meu Impulso", the calculator's catalogue). */
export interface FiltersFormData {
  action: string;
  label: string;
  filters: SelectData[];
  /** What the form carries along unchanged (the calculator's own values, the catalogue's tab). */
  hidden?: { name: string; value: string }[];
  submit: string;
  /** Back to no filters (the section's anchor is added); null while none is set. */
  clear: LinkData | null;
}

export interface ServicesBlockData {
  heading: string;
  lead: string;
  /** Not enrolled: the steps and the connect button (spec 001 §4). */
  steps: { heading: string; items: string[]; connect: { label: string; href: string; newWindow: string } } | null;
  form: FiltersFormData;
  state: "ok" | "empty";
  empty: { title: string; body: string };
  /**
   * How many cards are shown, one sentence around the number: every card of the list (`count`), fewer on mobile
   * until the next page (`mobileCount`, shown there in its place).
   */
  status: { before: string; count: string; mobileCount: string; after: string } | null;
  listLabel: string;
  cards: ServiceCardData[];
  /** How many cards are shown on mobile (the rest are desktop-only until the next page). */
  mobileCount: number;
  page: number;
  more: { label: string; href: string; mobileOnly: boolean } | null;
  newWindow: string;
  previousCostLabel: string;
}
