import { useId } from "react";

import type { CatalogueTiles } from "~/catalog/empty-catalogue-links.server";
import type { BlockProps } from "~/content/block-props";
import { resolveContentHref } from "~/content/content-href";
import { BLOCK_LIMITS, firstItems } from "~/domain/content/block-limits";
import { ResponsiveImage } from "~/ui/image/responsive-image";
import { container } from "~/ui/layout.css";

import * as cards from "../content-card/content-card.css";
import type { SolutionByCropBlockData } from "./schema";
import * as styles from "./solution-by-crop.css";

/**
 * One compact tile per crop, the first 14 published (spec 002 §9) among those that lead somewhere: a tile whose
 * catalogue search finds nothing is left out (issue 27); when that could not be checked, every tile stays.
 */
export function SolutionByCropBlock({ block, context, loaded }: BlockProps<SolutionByCropBlockData, CatalogueTiles>) {
  const titleId = useId();
  const empty = new Set(loaded.ok ? loaded.data.empty : []);
  const crops = block.crops.filter((crop) => !empty.has(crop.href));
  return (
    <section className={`${container} ${cards.section}`} id={block.id} aria-labelledby={titleId}>
      <h2 className={cards.sectionTitle} id={titleId}>
        {block.title}
      </h2>
      {block.lead ? <p className={cards.sectionLead}>{block.lead}</p> : null}
      <ul className={styles.grid}>
        {firstItems(crops, BLOCK_LIMITS.solutionByCrop).map((crop) => (
          <li key={crop.href}>
            <a className={styles.tile} href={resolveContentHref(context.locale, crop.href)}>
              {crop.image ? (
                <ResponsiveImage
                  image={{ ...crop.image, alt: "" }}
                  sizes="(min-width: 960px) 200px, 50vw"
                  className={styles.image}
                />
              ) : null}
              <span>{crop.crop}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
