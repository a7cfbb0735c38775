import { z } from "zod";

import { blockEnvelope } from "~/content/container";

/**
 * The signed-in grower's fields: whether their field-data account is linked on
 * this device and when their fields last synced (issue 14, decision 0042).
 * Content gives the heading; the server the rest (./load.server.ts). Content
 * puts it in a signed-in container; only growers who may use the field pages
 * get anything.
 */
export const fieldsSyncBlock = z.object({
  kind: z.literal("fields-sync"),
  ...blockEnvelope,
  title: z.string().min(1),
});
export type FieldsSyncBlockData = z.infer<typeof fieldsSyncBlock>;

/** What the server loads: the last sync and the partner's status, or the way to link the account; null: not for this grower. */
export type FieldsSyncData =
  | {
      state: "linked";
      figures: { term: string; value: string }[];
      link: { label: string; href: string };
    }
  | { state: "connect"; text: string; link: { label: string; href: string } }
  | null;
