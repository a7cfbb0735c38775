import { ErrorState } from "~/ui/error-state/error-state";

import type { BlockContext } from "./block-props";

/**
 * What a block shows when its server data failed or took too long: the
 * widget's error state, with a "try again" that reloads this very page (a
 * plain link, so it works without JavaScript). The rest of the page is fine.
 */
export function BlockUnavailable({ context }: { context: BlockContext }) {
  return (
    <ErrorState
      headingLevel={3}
      title={context.text.unavailable}
      action={{ label: context.text.retry, href: context.path, reloadDocument: true }}
    />
  );
}
