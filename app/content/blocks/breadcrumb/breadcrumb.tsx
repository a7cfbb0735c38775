import type { BlockProps } from "~/content/block-props";
import { container } from "~/ui/layout.css";

import type { BreadcrumbView } from "./load.server";
import type { BreadcrumbBlockData } from "./schema";
import { BreadcrumbTrail } from "./trail";

/** A content page's breadcrumb: its levels as content wrote them, in the page's locale. */
export function BreadcrumbBlock({ block, loaded }: BlockProps<BreadcrumbBlockData, BreadcrumbView>) {
  // Without its words (a failed load) the trail would have no name: better none than an unnamed landmark.
  if (!loaded.ok) return null;
  return (
    <div className={container} id={block.id}>
      <BreadcrumbTrail label={loaded.data.label} moreLabel={loaded.data.moreLabel} levels={loaded.data.levels} />
    </div>
  );
}
