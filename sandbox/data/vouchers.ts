import type { MarketingFormDefinition } from "../../app/services/marketing-forms/contract";

/**
 * The voucher's client-data form as the marketing-forms upstream defines it
 * (spec 001 §4, 002 §6): one field of every type the portal renders, in the
 * three languages of the integration's locale ids (spec 001 §9: en-US, pt-BR,
 * es-AR; es-US reads the Spanish one).
 */
const VOUCHER_CLIENT_FORM_ID = "voucher-client-data";

type Lang = "es" | "pt" | "en";
const text = (es: string, pt: string, en: string): Record<Lang, string> => ({ es, pt, en });

const CROPS = [
  ["soy", text("Soja", "Soja", "Soybeans")],
  ["corn", text("Maíz", "Milho", "Corn")],
  ["wheat", text("Trigo", "Trigo", "Wheat")],
  ["sunflower", text("Girasol", "Girassol", "Sunflower")],
] as const;

const ROLES = [
  ["owner", text("Productor propietario", "Produtor proprietário", "Owner-operator")],
  ["tenant", text("Productor arrendatario", "Produtor arrendatário", "Tenant farmer")],
  ["advisor", text("Asesor técnico", "Consultor técnico", "Crop advisor")],
] as const;

const CONTACT = [
  ["email", text("Correo electrónico", "E-mail", "Email")],
  ["phone", text("Teléfono", "Telefone", "Phone")],
  ["whatsapp", text("WhatsApp", "WhatsApp", "WhatsApp")],
] as const;

function definition(lang: Lang): MarketingFormDefinition {
  const options = (list: readonly (readonly [string, Record<Lang, string>])[]) =>
    list.map(([value, label]) => ({ value, label: label[lang] }));
  return {
    formId: VOUCHER_CLIENT_FORM_ID,
    fields: [
      {
        name: "FirstName",
        type: "text",
        format: "text",
        maxLength: 80,
        required: true,
        label: text("Nombre", "Nome", "First name")[lang],
      },
      {
        name: "LastName",
        type: "text",
        format: "text",
        maxLength: 80,
        required: true,
        label: text("Apellido", "Sobrenome", "Last name")[lang],
      },
      {
        name: "Phone",
        type: "text",
        format: "phone",
        maxLength: 25,
        required: false,
        label: text("Teléfono", "Telefone", "Phone")[lang],
      },
      {
        name: "Company",
        type: "text",
        format: "text",
        maxLength: 120,
        required: false,
        label: text("Establecimiento", "Fazenda", "Farm name")[lang],
      },
      {
        name: "Role",
        type: "picklist",
        required: true,
        options: options(ROLES),
        label: text("¿Cuál es tu rol?", "Qual é o seu papel?", "What is your role?")[lang],
      },
      {
        name: "Crops",
        type: "multi-picklist",
        required: true,
        options: options(CROPS),
        label: text("Cultivos que sembrás", "Culturas que você planta", "Crops you grow")[lang],
        hint: text(
          "Mantené Ctrl (o Cmd) para elegir más de uno.",
          "Segure Ctrl (ou Cmd) para escolher mais de um.",
          "Hold Ctrl (or Cmd) to choose more than one.",
        )[lang],
      },
      {
        name: "ContactBy",
        type: "checkbox",
        required: false,
        options: options(CONTACT),
        label: text("Preferimos contactarte por", "Preferimos falar com você por", "Best ways to reach you")[lang],
      },
      {
        name: "Newsletter",
        type: "single-checkbox",
        required: false,
        label: text("Quiero recibir novedades de Surco", "Quero receber novidades da Surco", "Send me news from Surco")[
          lang
        ],
      },
    ],
  };
}

const LANG_OF: Record<string, Lang> = { "es-AR": "es", "es-US": "es", "pt-BR": "pt", "en-US": "en" };

/** The definitions this sandbox serves, by form id, in a locale's language (English for any other locale). */
export function marketingFormFor(formId: string, locale: string): MarketingFormDefinition | null {
  if (formId !== VOUCHER_CLIENT_FORM_ID) return null;
  return definition(LANG_OF[locale] ?? "en");
}

/** Voucher ids: a fixed prefix and a running number, so a demo's ids are readable and never repeat. */
export function voucherId(sequence: number): string {
  return `VC-${String(sequence).padStart(6, "0")}`;
}
