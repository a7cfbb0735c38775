import type { TFunction } from "i18next";

import type { UserContext } from "~/auth/user";
import type { Block } from "~/content/block-schemas";
import type { ContactFormBlockData } from "~/content/blocks/contact-form/schema";
import type { MarketingFormBlockData } from "~/content/blocks/marketing-form/schema";
import type { NewsletterBlockData } from "~/content/blocks/newsletter/schema";
import { countryOf, type Locale } from "~/countries";
import { contactFormIdOf } from "~/domain/marketing/locale-id";
import { formSteps } from "~/domain/marketing/steps";
import { EMAIL_FIELD } from "~/forms/marketing-form/schema";
import { log } from "~/services/log.server";
import type { MarketingFormDefinition } from "~/services/marketing-forms/contract";

/** The three form blocks of the content site and the outbox kind each submits as. */
export type FormBlock = NewsletterBlockData | MarketingFormBlockData | ContactFormBlockData;
const FORM_BLOCK_KINDS: ReadonlySet<string> = new Set(["newsletter", "marketing-form", "contact-form"]);
export const isFormBlock = (block: Block): block is FormBlock => FORM_BLOCK_KINDS.has(block.kind);

/** What a form block is, for this locale and visitor: null where it shows nothing (flag off, no form). */
export interface FormSettings {
  kind: FormBlock["kind"];
  blockId: string;
  formId: string;
  firstStep: number | undefined;
  knownEmail: string | null;
  heading: string;
  lead: string | null;
  download: { label: string; href: string } | null;
}

export function formSettingsOf(block: FormBlock, locale: Locale, user: UserContext, t: TFunction): FormSettings | null {
  const marketing = countryOf(locale).marketingForms;
  const base = { blockId: block.id, lead: block.lead ?? null, firstStep: undefined, knownEmail: null, download: null };
  switch (block.kind) {
    case "newsletter":
      if (!countryOf(locale).flags["emea-show-newsletter-subscription"]) return null;
      return {
        ...base,
        kind: block.kind,
        formId: block.formId ?? marketing.newsletterFormId,
        knownEmail: user.user?.email ?? null,
        heading: block.heading ?? t("newsletter.heading"),
        lead: block.lead ?? t("newsletter.lead"),
      };
    case "marketing-form":
      return {
        ...base,
        kind: block.kind,
        formId: block.formId,
        firstStep: block.firstStep,
        heading: block.heading,
        download: block.download ?? null,
      };
    case "contact-form": {
      const formId = contactFormIdOf(locale);
      if (!formId) {
        // Spec 002 §8: a locale without a contact form is an error of the content, logged; nothing renders.
        log("error", "contact form: the locale has no form defined", { locale, block: block.id });
        return null;
      }
      return { ...base, kind: block.kind, formId, heading: block.heading ?? t("contactForm.heading") };
    }
  }
}

/** The fields of the step shown, and the names of those of step 1 (kept in the session once answered). */
export function stepsOf(definition: MarketingFormDefinition, settings: FormSettings) {
  // A known user's e-mail is sent from the session, never typed (the newsletter's known-user state).
  const fields = settings.knownEmail
    ? definition.fields.filter((field) => field.name !== EMAIL_FIELD)
    : definition.fields;
  return { steps: formSteps(fields, settings.firstStep) };
}

/** Each kind's words live under its own key in the "marketing" namespace. */
export function settingsWords(kind: FormBlock["kind"]): string {
  return { newsletter: "newsletter", "marketing-form": "marketingForm", "contact-form": "contactForm" }[kind];
}
