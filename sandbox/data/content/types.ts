import type { z } from "zod";

import type { block } from "../../../app/content/block-schemas";
import type { articleCard, page } from "../../../app/services/content/contract";

/** A page as the sandbox publishes it: the contract's page with blocks checked against the block union. */
export type SandboxPage = Omit<z.input<typeof page>, "blocks"> & { blocks: z.input<typeof block>[] };

/** An article card without its date, which is set relative to today (`daysAgo`). */
export type SandboxArticle = Omit<z.input<typeof articleCard>, "date"> & {
  daysAgo: number;
  locale: string;
  body: z.input<typeof block>[];
  /** The editors' recommended articles, by slug. */
  related?: string[];
};
