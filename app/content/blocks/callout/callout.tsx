import type { BlockProps } from "~/content/block-props";
import { resolveContentHref } from "~/content/content-href";
import { container } from "~/ui/layout.css";

import * as styles from "./callout.css";
import type { CalloutBlockData } from "./schema";

/**
 * A note set apart from the text. The tone shows as the bar's colour and an
 * icon's shape (never colour alone); the title says what it is about.
 */
export function CalloutBlock({ block, context }: BlockProps<CalloutBlockData>) {
  return (
    <div className={container} id={block.id}>
      <div role="note" className={styles.callout[block.tone]}>
        <span className={styles.icon} aria-hidden="true">
          {ICONS[block.tone]}
        </span>
        <div className={styles.body}>
          <p className={styles.title}>{block.title}</p>
          <p className={styles.text}>{block.text}</p>
          {block.link ? (
            <a className={styles.link} href={resolveContentHref(context.locale, block.link.href)}>
              {block.link.label}
            </a>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/** Decorative glyphs, not words: information, a light bulb for a tip, a warning sign. */
const ICONS = { info: "i", tip: "✦", warning: "!" } as const;
