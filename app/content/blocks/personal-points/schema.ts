import { z } from "zod";

import { blockEnvelope } from "~/content/container";

/**
 * The signed-in grower's points and what expires soon (issue 14), the same
 * figures as the points page: content gives the heading and the link's words,
 * the server the figures (./load.server.ts). Content puts it in a signed-in
 * container; an anonymous visitor never gets it.
 */
export const personalPointsBlock = z.object({
  kind: z.literal("personal-points"),
  ...blockEnvelope,
  title: z.string().min(1),
  linkLabel: z.string().min(1),
});
export type PersonalPointsBlockData = z.infer<typeof personalPointsBlock>;

/** What the server loads for it: the member's figures, or that the grower is not in the programme. */
export type PersonalPointsData =
  | { state: "member"; balanceLabel: string; balance: string; expiryLabel: string; expiry: string; href: string }
  | { state: "not-member"; text: string; href: string }
  | null;
