import type { CountryCode } from "~/countries";

/**
 * Impulso's external addresses per country (spec 001 §1 §2): the partner's
 * site where a grower registers in the programme, the page about the
 * programme, and the invoice registration page ('CADASTRAR NOTAS', opened in
 * a new window). Impulso runs in Brazil and Argentina only. Placeholders until
 * each country team supplies the real addresses (decision 8's rule).
 */
export interface ProgrammeLinks {
  register: string;
  about: string;
  invoices: string;
}

export const PROGRAMME_LINKS: Readonly<Partial<Record<CountryCode, ProgrammeLinks>>> = {
  BR: {
    register: "https://parceiro.impulso.example/br/cadastro",
    about: "https://impulso.example/br/o-programa",
    invoices: "https://parceiro.impulso.example/br/notas-fiscais",
  },
  AR: {
    register: "https://parceiro.impulso.example/ar/registro",
    about: "https://impulso.example/ar/el-programa",
    invoices: "https://parceiro.impulso.example/ar/facturas",
  },
};

/** Data from the partner may take up to this many days to reach the programme (spec 001 §1). */
export const DATA_DELAY_DAYS = 2;
