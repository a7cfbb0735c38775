import { z } from "zod";

/**
 * The topics modal and the preferences panel post the same form: the whole set
 * of topics the grower wants. At least one (spec 001 §5, 002 §5: 'Selecione ao
 * menos 1 item da lista abaixo:'); each must be a topic the upstream offers.
 * Messages are i18n keys of the "interests" namespace.
 */
export const NONE_CHOSEN = "form.errors.none";
export const UNKNOWN_TOPIC = "form.errors.unknown";
/** More than every topic of every group: a form that sends more was not ours. */
const MAX_TOPICS = 100;

export function topicsFormSchema(known: ReadonlySet<string>) {
  return z.object({
    interests: z
      .array(z.string(), { error: NONE_CHOSEN })
      .min(1, { error: NONE_CHOSEN })
      .max(MAX_TOPICS, { error: UNKNOWN_TOPIC })
      .refine((ids) => ids.every((id) => known.has(id)), { error: UNKNOWN_TOPIC })
      .transform((ids) => [...new Set(ids)]),
  });
}
