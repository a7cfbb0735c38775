import { z } from "zod";

import { blockEnvelope } from "~/content/container";

/**
 * What the signed-in grower has waiting (issue 14, decision 0042): their
 * submissions the outbox has not delivered yet, each linked to its receipt.
 * Content gives the heading; the server the items (./load.server.ts). Content
 * puts it in a signed-in container.
 */
export const pendingItemsBlock = z.object({
  kind: z.literal("pending-items"),
  ...blockEnvelope,
  title: z.string().min(1),
});
export type PendingItemsBlockData = z.infer<typeof pendingItemsBlock>;

/** The items (newest first), how many more there are, or the sentence that says nothing is pending. */
export type PendingItemsData = {
  items: { label: string; detail: string; href: string }[];
  more: string | null;
  empty: string | null;
} | null;
