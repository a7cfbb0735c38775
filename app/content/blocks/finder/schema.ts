import { z } from "zod";

import { blockEnvelope } from "~/content/container";
import { DEFAULT_FINDER_TYPE, FINDER_TYPES } from "~/domain/finder/finder-type";

/**
 * The dealer and contact finder (spec 002 §2 §3 §5 §9, issue 15), placed by a
 * country team on any page: what it lists ('dealer' by default; the type is
 * also the anchor that scrolls to it), and optionally its own heading and lead
 * (the finder's translations otherwise). Contacts, facets and the map come
 * from the dealers upstream, loaded on the server (./load.server.ts).
 */
export const finderBlock = z.object({
  kind: z.literal("finder"),
  ...blockEnvelope,
  finderType: z.enum(FINDER_TYPES).default(DEFAULT_FINDER_TYPE),
  heading: z.string().min(1).optional(),
  lead: z.string().min(1).optional(),
});
export type FinderBlockData = z.infer<typeof finderBlock>;
