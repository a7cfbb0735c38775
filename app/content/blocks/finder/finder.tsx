import { useMatches } from "@remix-run/react";

import type { BlockProps } from "~/content/block-props";
import { Finder } from "~/finder/finder";
import type { FinderView } from "~/finder/finder-view.server";
import { layoutDataOf } from "~/layout/layout-data";
import { ErrorState } from "~/ui/error-state/error-state";
import { container } from "~/ui/layout.css";

import type { FinderBlockData } from "./schema";

/**
 * The finder block. Its load answers even when the dealers upstream fails (the
 * view carries its own error state and retry link); only a load that timed out
 * reaches here without data, and then this block alone says so, in the frame's
 * words, keeping its anchor.
 */
export function FinderBlock({ block, loaded }: BlockProps<FinderBlockData, FinderView>) {
  const errors = layoutDataOf(useMatches())?.errors;
  if (!loaded.ok)
    return (
      <section id={block.finderType} className={container}>
        <ErrorState title={errors?.unexpectedTitle ?? ""} subtitle={errors?.unexpectedBody} headingLevel={2} />
      </section>
    );
  return (
    <div className={container}>
      <Finder view={loaded.data} />
    </div>
  );
}
