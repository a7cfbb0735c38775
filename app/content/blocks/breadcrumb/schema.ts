import { z } from "zod";

import { blockEnvelope } from "~/content/container";

/**
 * Breadcrumb (spec 002 §2): the levels above a page, the page itself last
 * (no link). Paths are content links, inside the page's locale. It collapses
 * into "..." on mobile past 3 levels or when it overflows (./trail.tsx).
 */
export const breadcrumbLevel = z.object({
  label: z.string().min(1),
  href: z
    .string()
    .regex(/^\/(?!\/)/, "a path inside the locale")
    .nullable(),
});

export const breadcrumbBlock = z.object({
  kind: z.literal("breadcrumb"),
  ...blockEnvelope,
  levels: z.array(breadcrumbLevel).min(1),
});
export type BreadcrumbBlockData = z.infer<typeof breadcrumbBlock>;
