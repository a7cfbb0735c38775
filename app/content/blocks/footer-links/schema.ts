import { z } from "zod";

import { blockEnvelope } from "~/content/container";
import { contentLink } from "~/content/link";

/** Footer link block (spec 002 §2): a page's closing columns of links, each under its heading. */
export const footerLinksBlock = z.object({
  kind: z.literal("footer-links"),
  ...blockEnvelope,
  title: z.string().min(1),
  groups: z.array(z.object({ title: z.string().min(1), links: z.array(contentLink).min(1) })).min(1),
});
export type FooterLinksBlockData = z.infer<typeof footerLinksBlock>;
