/**
 * A catalogue product and a brand as the portal's rules read them (spec 002 §3). The products upstream's contract
 * (app/services/products/contract.ts) is checked against its wire schema there and handed over as these: the
 * catalogue's rules never name an upstream's types. Editorial fields may be missing, null or even the text "null"
 * (spec 000 §5): the rules in this folder clean them.
 */

/** Product groups (spec 002 §3): crop protection, biological and seeds; digital solutions share the shape. */
export const PRODUCT_GROUPS = ["seeds", "crop-protection", "biological", "digital-solutions"] as const;
export type ProductGroup = (typeof PRODUCT_GROUPS)[number];

type Text = string | null | undefined;

export interface Product {
  /** The id the old portal's catalogue links carry (spec 000 §2). */
  id: string;
  seoSlug: string;
  productGroup: ProductGroup;
  /** The brand's value (spec 000 §3 Brand.value). */
  brand: string;
  productLabel: string;
  hybridLabel?: Text;
  productType?: Text;
  productTypeLabel?: Text;
  trait?: Text;
  /** Shown as is ("118"); maturitySort is the number behind it (days). */
  maturity?: string | number | null;
  maturitySort?: number | null;
  crop?: Text;
  cropLabel?: Text;
  crops?: (string | null)[] | null;
  activeIngredients?: { ingredient?: Text }[] | null;
  isBio?: boolean | null;
  newWindow?: boolean | null;
  attachments?: { title: string; url: string; kind?: Text }[] | null;
  /** An external page (digital solutions open the partner's site). */
  link?: Text;
  image?: { src: string; width: number; height: number } | null;
  title: string;
  description?: Text;
  positioningStatement?: Text;
}

/** Spec 000 §3 Brand: value, icon, displayName. */
export interface Brand {
  value: string;
  icon: string;
  displayName: string;
}
