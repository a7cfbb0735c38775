import { useId } from "react";

import type { BlockProps } from "~/content/block-props";
import { container } from "~/ui/layout.css";

import * as cards from "../content-card/content-card.css";
import { DisclosureList } from "./disclosure-list";
import type { AccordionBlockData } from "./schema";

export function AccordionBlock({ block }: BlockProps<AccordionBlockData>) {
  const titleId = useId();
  return (
    <section
      className={`${container} ${cards.section}`}
      id={block.id}
      aria-labelledby={block.title ? titleId : undefined}
    >
      {block.title ? (
        <h2 className={cards.sectionTitle} id={titleId}>
          {block.title}
        </h2>
      ) : null}
      <DisclosureList
        items={block.items.map((item, index) => ({
          key: item.title,
          summary: item.title,
          open: block.openFirst && index === 0,
          body: item.paragraphs.map((paragraph) => <p key={paragraph}>{paragraph}</p>),
        }))}
      />
    </section>
  );
}
