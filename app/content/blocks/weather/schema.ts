import { z } from "zod";

import { blockEnvelope } from "~/content/container";

/**
 * The 7-day weather widget (spec 002 §2 §4; issue 15): a place chosen by town or postcode, suggestion or the
 * device's position, remembered in a cookie; the forecast rendered on the server. `heading` and `lead` override the
 * locale's words; `degreeDays` adds corn growing degree days from a planting date below the days.
 */
export const weatherBlock = z.object({
  kind: z.literal("weather"),
  ...blockEnvelope,
  heading: z.string().min(1).optional(),
  lead: z.string().min(1).optional(),
  degreeDays: z.boolean().default(false),
});
export type WeatherBlockData = z.infer<typeof weatherBlock>;
