import { useId } from "react";

import type { BlockProps } from "~/content/block-props";
import { container } from "~/ui/layout.css";

import { DisclosureList } from "../accordion/disclosure-list";
import * as cards from "../content-card/content-card.css";
import type { FaqBlockData } from "./schema";

/** Questions as <details>, answers inside; the FAQPage JSON-LD comes from ./json-ld.ts through the page's meta. */
export function FaqBlock({ block }: BlockProps<FaqBlockData>) {
  const titleId = useId();
  return (
    <section className={`${container} ${cards.section}`} id={block.id} aria-labelledby={titleId}>
      <h2 className={cards.sectionTitle} id={titleId}>
        {block.title}
      </h2>
      <DisclosureList
        items={block.items.map((item) => ({
          key: item.question,
          summary: item.question,
          open: false,
          body: <p>{item.answer}</p>,
        }))}
      />
    </section>
  );
}
