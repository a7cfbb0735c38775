import type { BlockProps } from "~/content/block-props";
import { BlockUnavailable } from "~/content/block-unavailable";
import { FormBlockView } from "~/marketing/block-form";
import type { FormBlockData } from "~/marketing/form-view";

import type { NewsletterBlockData } from "./schema";

/** The newsletter block (decision 0044): its form or its state, from the server load; the error state when the form's definition could not be had. */
export function NewsletterBlock({ block, context, loaded }: BlockProps<NewsletterBlockData, FormBlockData>) {
  if (!loaded.ok) return <BlockUnavailable context={context} />;
  return (
    <div id={block.id}>
      <FormBlockView data={loaded.data} kind={block.id} />
    </div>
  );
}
