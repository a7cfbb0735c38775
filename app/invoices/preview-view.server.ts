import type { TFunction } from "i18next";

import type { Locale } from "~/countries";
import { groupAccessKey } from "~/domain/invoices/access-key";
import { previewInvoicePoints } from "~/domain/invoices/points-preview";
import { calculatorDefaults } from "~/domain/loyalty/points-calculator-form";
import { formatMoney, formatNumber } from "~/format/numbers";
import type { Member } from "~/services/loyalty/contract";
import type { InvoiceProgramme, InvoiceRegistration } from "~/services/loyalty/invoices-contract";

/**
 * What the preview step shows (issue 32): the invoice named by its key (grouped by four, as the DANFE prints it),
 * its distributor and month, and for an XML each product with the points it should earn by the calculator's own
 * function for this member (channel, stars, accelerators); for a key alone, that the points come once it is read.
 */
export interface PreviewView {
  key: string;
  distributor: string;
  issuedIn: string;
  lines: { description: string; value: string; points: string }[] | null;
  total: string | null;
  basis: string | null;
  pointsLater: string | null;
}

export function previewView({
  t,
  locale,
  registration,
  programme,
  member,
}: {
  t: TFunction;
  locale: Locale;
  registration: InvoiceRegistration;
  programme: InvoiceProgramme | null;
  member: Member | null;
}): PreviewView {
  const key = registration.accessKey;
  const base = {
    key: groupAccessKey(key),
    distributor: distributorName(registration, programme),
    issuedIn: `${key.slice(4, 6)}/20${key.slice(2, 4)}`,
  };
  if (!registration.invoice || !programme || !member)
    return { ...base, lines: null, total: null, basis: null, pointsLater: t("preview.pointsLater") };
  const defaults = calculatorDefaults(member);
  const preview = previewInvoicePoints(
    registration.invoice.items.map((item) => ({
      description: item.description,
      valueCents: item.valueCents,
      category: programme.products.find((p) => p.gtin === item.gtin)?.kind ?? "notEligible",
    })),
    defaults,
  );
  return {
    ...base,
    lines: preview.lines.map((line) => ({
      description: line.description,
      value: formatMoney(locale, line.valueCents / 100),
      points:
        line.category === "notEligible"
          ? t("preview.notEligible")
          : t("preview.points", { count: Number(line.points), points: formatNumber(locale, line.points) }),
    })),
    total: t("preview.total", {
      count: Number(preview.calculation.points),
      points: formatNumber(locale, preview.calculation.points),
    }),
    basis: t("preview.basis", {
      channel: t(`preview.channels.${defaults.channel}`),
      stars: defaults.stars,
      brands: defaults.brands,
      years: defaults.years,
    }),
    pointsLater: null,
  };
}

/** 12.345.678/0001-90, as a CNPJ is written. */
/**
 * Who issued the invoice, by name where the programme's list of distributors or the invoice's XML gives one, else
 * by the CNPJ its key carries, as printed.
 */
export function distributorName(registration: InvoiceRegistration, programme: InvoiceProgramme | null): string {
  const issuer = registration.accessKey.slice(6, 20);
  const named = programme?.distributors.find((d) => d.cnpj === issuer)?.name ?? registration.invoice?.issuerName;
  return named || formatCnpj(issuer);
}

export const formatCnpj = (cnpj: string) => cnpj.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, "$1.$2.$3/$4-$5");
