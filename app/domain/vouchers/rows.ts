/**
 * The voucher form's product rows (spec 001 §4, 002 §6): adding appends an
 * empty row with amount 1; removing the only row resets it instead. Rows hold
 * what the grower typed (strings), so a row in error comes back as typed.
 */
export interface ProductRow {
  product: string;
  amount: string;
}

export const EMPTY_ROW: Readonly<ProductRow> = Object.freeze({ product: "", amount: "1" });

/**
 * The spec sets no upper bound; a campaign covers a handful of products, so 20
 * rows is more than any grower needs and keeps a submission far below the
 * outbox's size limit (decision 0024).
 */
export const MAX_ROWS = 20;

export function addRow(rows: readonly ProductRow[]): ProductRow[] {
  if (rows.length >= MAX_ROWS) return [...rows];
  return [...rows, { ...EMPTY_ROW }];
}

export function removeRow(rows: readonly ProductRow[], index: number): ProductRow[] {
  if (!Number.isInteger(index) || index < 0 || index >= rows.length) return [...rows];
  if (rows.length === 1) return [{ ...EMPTY_ROW }];
  return rows.filter((_, i) => i !== index);
}

/** A draft's rows: never none (a form always shows at least one row to fill). */
export function atLeastOneRow(rows: readonly ProductRow[]): ProductRow[] {
  return rows.length ? rows.slice(0, MAX_ROWS) : [{ ...EMPTY_ROW }];
}
