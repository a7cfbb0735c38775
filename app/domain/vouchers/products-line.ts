/**
 * The products as the distributor's notification carries them (spec 001 §7):
 * `name:amount` pairs joined with `;`. A name never contains the separators:
 * they are replaced by a space, so the line always splits back into the rows sent.
 */
export function productsLine(products: readonly { name: string; amount: number }[]): string {
  return products.map(({ name, amount }) => `${name.replace(/[:;]/g, " ").trim()}:${amount}`).join(";");
}
