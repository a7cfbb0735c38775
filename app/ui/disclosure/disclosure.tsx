import type { ReactNode } from "react";

/** The toggle's and the panel's element ids for a disclosure's base id. */
export const toggleIdOf = (id: string) => `${id}-toggle`;
const panelIdOf = (id: string) => `${id}-panel`;

type DataAttributes = { [key: `data-${string}`]: string | undefined };

export interface DisclosureProps {
  /** Base of the element ids: the toggle is `<id>-toggle`, the panel `<id>-panel`. */
  id: string;
  /**
   * False before hydration: a native `<details>` that works without
   * JavaScript. True after it: a `<button aria-expanded>` whose panel follows
   * `open`, so a reducer can drive it.
   */
  enhanced: boolean;
  open: boolean;
  onToggle: () => void;
  /** What the toggle shows (text and decorative icons). */
  toggle: ReactNode;
  /** The panel's content. Leave it out when the toggle discloses an element elsewhere (see `controls`). */
  children?: ReactNode;
  /** The id of the element this toggle discloses when it has no panel of its own. */
  controls?: string;
  className?: string;
  toggleClassName?: string;
  panelClassName?: string;
  toggleAttributes?: DataAttributes;
}

/**
 * One disclosure, two renderings with the same boxes (same classes, same
 * nesting), so the upgrade after hydration moves nothing on screen.
 */
export function Disclosure(props: DisclosureProps) {
  const { id, enhanced, open, onToggle, toggle, children, controls, className, toggleClassName, panelClassName } =
    props;
  const panel =
    children === undefined ? null : (
      <div id={panelIdOf(id)} className={panelClassName} hidden={enhanced ? !open : undefined}>
        {children}
      </div>
    );
  if (!enhanced) {
    return (
      <details className={className}>
        <summary id={toggleIdOf(id)} className={toggleClassName} {...props.toggleAttributes}>
          {toggle}
        </summary>
        {panel}
      </details>
    );
  }
  return (
    <div className={className} data-open={open ? "" : undefined}>
      <button
        type="button"
        id={toggleIdOf(id)}
        className={toggleClassName}
        aria-expanded={open}
        aria-controls={controls ?? panelIdOf(id)}
        onClick={onToggle}
        {...props.toggleAttributes}
      >
        {toggle}
      </button>
      {panel}
    </div>
  );
}
