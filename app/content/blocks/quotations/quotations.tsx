import type { BlockProps } from "~/content/block-props";
import { BlockUnavailable } from "~/content/block-unavailable";
import type { QuotationsBarData } from "~/finance/quotations.server";
import { QuotationsBar } from "~/finance/quotations-bar";

import type { QuotationsBlockData } from "./schema";

/**
 * The quotations bar as a block. It is complete as HTML (a grower's choices are
 * plain forms in a disclosure), so on a first load it keeps its server HTML and
 * its code stays off the page (decision 0040); the finance page has the same
 * bar with its modal.
 */
export function QuotationsBlock({ context, loaded }: BlockProps<QuotationsBlockData, QuotationsBarData | null>) {
  if (!loaded.ok) return <BlockUnavailable context={context} />;
  return loaded.data ? <QuotationsBar data={loaded.data} contained /> : null;
}
