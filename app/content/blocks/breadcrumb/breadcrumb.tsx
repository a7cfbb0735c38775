import type { BlockProps } from "~/content/block-props";
import { resolveContentHref } from "~/content/link";
import { container } from "~/ui/layout.css";

import type { BreadcrumbLabels } from "./load.server";
import type { BreadcrumbBlockData } from "./schema";
import { BreadcrumbTrail } from "./trail";

/** A content page's breadcrumb: its levels as content wrote them, in the page's locale. */
export function BreadcrumbBlock({ block, context, loaded }: BlockProps<BreadcrumbBlockData, BreadcrumbLabels>) {
  // Without its words (a failed load) the trail would have no name: better none than an unnamed landmark.
  if (!loaded.ok) return null;
  return (
    <div className={container} id={block.id}>
      <BreadcrumbTrail
        label={loaded.data.label}
        moreLabel={loaded.data.moreLabel}
        levels={block.levels.map((level) => ({
          label: level.label,
          href: level.href ? resolveContentHref(context.locale, level.href) : null,
        }))}
      />
    </div>
  );
}
