import { z } from "zod";

/**
 * The seed-lot quality upstream: the agronomy partner's corn-batch lookup
 * (spec 000 §3 §7). GET {SEED_QUALITY_API_URL}/corn-batch/?seedGroupCode=…&locale=…
 * answers 200 with the result or 400 with {message}. The result's one text
 * (recommendedPlate) is written in the language of `locale`, the page's
 * (decision 0055); without it, in the partner's own (Spanish). The portal's own
 * /api/partners/cultivio/corn-batch/ passes the same shapes on.
 */
export const seedQualityResult = z.object({
  hybrid: z.string(),
  grade: z.string(),
  germinationPower: z.number().min(0).max(100),
  recommendedPlate: z.string(),
  doubles: z.number().min(0),
  failures: z.number().min(0).max(100),
  pureSeed: z.number().min(0).max(100),
  dav: z.string(),
});
