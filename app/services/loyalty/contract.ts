import { z } from "zod";

/**
 * The loyalty API's contract (spec 001 §3 §7). The client validates every
 * response with these schemas and the sandbox serves data built from them,
 * so the two cannot drift. Fields the spec does not name (the member's display
 * name, the accelerators) are ours, documented in docs/integrations/loyalty.md.
 */

/** GET {LOYALTY_TOKEN_URL}: the token service. */
export const tokenResponse = z.object({
  access_token: z.string().min(1),
  token_type: z.string().default("Bearer"),
  /** Seconds until the token expires. */
  expires_in: z.number().int().positive(),
});
export type TokenResponse = z.infer<typeof tokenResponse>;

const contactUs = z.object({
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  whatsapp: z.string(),
});

const advisorContact = z.object({
  nmAdvisor: z.string(),
  flAdvisor: z.boolean(),
  phoneAdvisor: z.string(),
  emailAdvisor: z.string(),
  mobileAdvisor: z.string(),
});

/** GET /members/{base64 id} */
export const member = z.object({
  nmMember: z.string(),
  impulsePoints: z.number(),
  stars: z.number().int().min(1).max(5),
  familiarGroup: z.object({ starsGroup: z.number().int().min(1).max(5) }).nullable(),
  nmGroup: z.string().nullable(),
  flGroupLeader: z.boolean(),
  impulsePercent: z.number(),
  impulseLeft: z.number(),
  minPoints: z.number(),
  orbiaPoints: z.number(),
  accountType: z.enum(["direct", "indirect"]),
  acceleratorMix: z.number().int().min(0).max(5),
  acceleratorFrequency: z.number().int().min(0).max(3),
  contactInformation: z.object({
    contactUs,
    advisorContact: z.array(advisorContact),
  }),
});
export type Member = z.infer<typeof member>;

/** The member id travels base64-encoded in paths (spec 000 §7). */
export function memberPathId(document: string): string {
  return encodeURIComponent(Buffer.from(document, "utf8").toString("base64"));
}
