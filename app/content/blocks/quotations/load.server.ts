import type { BlockLoadArgs } from "~/content/block-loaders.server";
import { quotationsBar } from "~/finance/quotations.server";

/** The same bar the finance page shows (one function for both); null where the country has no quotations. */
export const loadQuotations = (_block: unknown, { request, locale }: BlockLoadArgs) => quotationsBar(request, locale);
