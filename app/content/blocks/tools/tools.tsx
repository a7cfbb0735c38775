import { Link } from "@remix-run/react";
import { useId } from "react";

import type { BlockProps } from "~/content/block-props";
import { container } from "~/ui/layout.css";

import type { ToolsBlockData } from "./schema";
import * as styles from "./tools.css";
import { toolsFor } from "./tools-for";

/** "What you come for": a compact list of the tools this visitor may open. */
export function ToolsBlock({ block, context }: BlockProps<ToolsBlockData>) {
  const headingId = useId();
  const tools = toolsFor(context.locale, block.items, context.isLoggedIn);
  if (tools.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={`${container} ${styles.section}`} id={block.id}>
      <h2 id={headingId} className={styles.heading}>
        {block.title}
      </h2>
      <ul className={styles.list}>
        {tools.map((tool) => (
          <li key={tool.href} className={styles.item}>
            <div>
              <h3 className={styles.title}>
                <Link to={tool.href} className={styles.link}>
                  {tool.title}
                </Link>
              </h3>
              <p className={styles.description}>{tool.description}</p>
            </div>
            <span aria-hidden="true" className={styles.chevron} />
          </li>
        ))}
      </ul>
    </section>
  );
}
