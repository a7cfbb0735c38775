import type { MarketingFormDefinition } from "../../app/services/marketing-forms/contract";

/**
 * The content site's marketing forms as the marketing-forms upstream defines them (spec 002 §2 §6 §7;
 * decision 0044): the newsletter, a two-step lead form with a download (the soybean guide), the
 * preference centre and each country's contact form, in the language of the integration's locale id
 * (spec 002 §9: 1033 en-US, 1046 pt-BR, 11274 es-AR) or, without one, of the locale's language.
 */
type Lang = "es" | "pt" | "en";
type Words = Record<Lang, string>;
const w = (es: string, pt: string, en: string): Words => ({ es, pt, en });

const LANG_OF_LOCALE_ID: Record<number, Lang> = { 1033: "en", 1046: "pt", 11274: "es" };
const LANG_OF_LOCALE: Record<string, Lang> = {
  "es-AR": "es",
  "es-US": "es",
  "es-UY": "es",
  "pt-BR": "pt",
  "en-US": "en",
};

type Field = MarketingFormDefinition["fields"][number];
type FieldIn = (lang: Lang) => Field;

const email: FieldIn = (lang) => ({
  name: "Email",
  type: "text",
  format: "email",
  maxLength: 120,
  required: true,
  label: w("Correo electrónico", "E-mail", "Email")[lang],
});
const firstName: FieldIn = (lang) => ({
  name: "FirstName",
  type: "text",
  format: "text",
  maxLength: 80,
  required: true,
  label: w("Nombre", "Nome", "First name")[lang],
});
const consent: FieldIn = (lang) => ({
  name: "Consent",
  type: "single-checkbox",
  required: true,
  label: w(
    "Acepto recibir comunicaciones de Surco",
    "Aceito receber comunicações da Surco",
    "I agree to receive emails from Surco",
  )[lang],
});
const options = (list: readonly (readonly [string, Words])[], lang: Lang) =>
  list.map(([value, label]) => ({ value, label: label[lang] }));

const CROPS = [
  ["soy", w("Soja", "Soja", "Soybeans")],
  ["corn", w("Maíz", "Milho", "Corn")],
  ["wheat", w("Trigo", "Trigo", "Wheat")],
] as const;
const TOPICS = [
  ["agronomy", w("Agronomía", "Agronomia", "Agronomy")],
  ["products", w("Productos nuevos", "Produtos novos", "New products")],
  ["events", w("Eventos y jornadas", "Eventos e dias de campo", "Events and field days")],
] as const;
const HECTARES = [
  ["lt-100", w("Menos de 100 ha", "Menos de 100 ha", "Under 250 acres")],
  ["100-1000", w("De 100 a 1.000 ha", "De 100 a 1.000 ha", "250 to 2,500 acres")],
  ["gt-1000", w("Más de 1.000 ha", "Mais de 1.000 ha", "Over 2,500 acres")],
] as const;

const FORMS: Record<string, (lang: Lang) => Field[]> = {
  newsletter: (lang) => [email(lang), consent(lang)],
  // Two steps on the page: the first two fields, then the rest (the block says where it splits).
  "soy-guide": (lang) => [
    email(lang),
    firstName(lang),
    {
      name: "Crops",
      type: "multi-picklist",
      required: true,
      options: options(CROPS, lang),
      label: w("Cultivos que sembrás", "Culturas que você planta", "Crops you grow")[lang],
      hint: w(
        "Mantené Ctrl (o Cmd) para elegir más de uno.",
        "Segure Ctrl (ou Cmd) para escolher mais de um.",
        "Hold Ctrl (or Cmd) to choose more than one.",
      )[lang],
    },
    {
      name: "FarmSize",
      type: "picklist",
      required: true,
      options: options(HECTARES, lang),
      label: w("Superficie que trabajás", "Área que você cultiva", "Acres you farm")[lang],
    },
    {
      name: "Topics",
      type: "checkbox",
      required: false,
      options: options(TOPICS, lang),
      label: w("También me interesa", "Também me interessa", "I'm also interested in")[lang],
    },
    consent(lang),
  ],
  "preference-centre": (lang) => [
    email(lang),
    {
      name: "Topics",
      type: "checkbox",
      required: false,
      options: options(TOPICS, lang),
      label: w("Quiero recibir", "Quero receber", "Send me")[lang],
    },
    {
      name: "Frequency",
      type: "picklist",
      required: true,
      options: options(
        [
          ["weekly", w("Semanal", "Semanal", "Weekly")],
          ["monthly", w("Mensual", "Mensal", "Monthly")],
        ],
        lang,
      ),
      label: w("¿Cada cuánto?", "Com que frequência?", "How often?")[lang],
    },
    {
      name: "Unsubscribe",
      type: "single-checkbox",
      required: false,
      label: w("No quiero recibir más correos", "Não quero receber mais e-mails", "Unsubscribe me from all emails")[
        lang
      ],
    },
  ],
  ...Object.fromEntries(
    ["contact-ar", "contact-br", "contact-us"].map((formId) => [
      formId,
      (lang: Lang): Field[] => [
        firstName(lang),
        email(lang),
        {
          name: "Phone",
          type: "text",
          format: "phone",
          maxLength: 25,
          required: false,
          label: w("Teléfono", "Telefone", "Phone")[lang],
        },
        {
          name: "Message",
          type: "text",
          format: "text",
          maxLength: 1000,
          required: true,
          label: w("Tu consulta", "Sua mensagem", "Your message")[lang],
        },
      ],
    ]),
  ),
};

/** A content-site form's definition in the asked language, or null for a form this sandbox does not know. */
export function contentMarketingForm(
  formId: string,
  locale: string,
  localeId: number | null,
): MarketingFormDefinition | null {
  const fields = FORMS[formId];
  if (!fields) return null;
  const lang = (localeId !== null ? LANG_OF_LOCALE_ID[localeId] : undefined) ?? LANG_OF_LOCALE[locale] ?? "en";
  return { formId, fields: fields(lang) };
}

/** The lead database's fields (GET /marketing-forms/describe): every field a form above maps to. */
export const LEAD_FIELDS = [
  { name: "Email", dataType: "email" },
  { name: "FirstName", dataType: "string" },
  { name: "LastName", dataType: "string" },
  { name: "Phone", dataType: "phone" },
  { name: "Company", dataType: "string" },
  { name: "Role", dataType: "string" },
  { name: "Crops", dataType: "string" },
  { name: "FarmSize", dataType: "string" },
  { name: "Topics", dataType: "string" },
  { name: "Message", dataType: "string" },
  { name: "ContactBy", dataType: "string" },
  { name: "Newsletter", dataType: "boolean" },
  { name: "Consent", dataType: "boolean" },
] as const;
