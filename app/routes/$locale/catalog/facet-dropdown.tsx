import { type ReactNode, useEffect, useRef, useState } from "react";

import { Button } from "~/ui/button/button";
import { Disclosure } from "~/ui/disclosure/disclosure";

import * as styles from "./catalog.css";

/**
 * A dropdown panel: <details> without JavaScript; with it, a button that
 * closes on Escape (focus back on the button) and on a click outside.
 */
export function FacetDropdown({
  id,
  enhanced,
  toggle,
  children,
  wide = false,
  closeLabel,
}: {
  id: string;
  enhanced: boolean;
  toggle: ReactNode;
  children: ReactNode;
  wide?: boolean;
  closeLabel?: string;
}) {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (box.current && !box.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      document.getElementById(`${id}-toggle`)?.focus();
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open, id]);
  return (
    <div ref={box} className={styles.dropdown}>
      <Disclosure
        id={id}
        enhanced={enhanced}
        open={open}
        onToggle={() => setOpen((o) => !o)}
        toggleClassName={styles.toggle}
        panelClassName={wide ? styles.allPanel : styles.panel}
        toggle={toggle}
      >
        {children}
        {enhanced && closeLabel ? (
          <div className={styles.panelActions}>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setOpen(false);
                document.getElementById(`${id}-toggle`)?.focus();
              }}
            >
              {closeLabel}
            </Button>
          </div>
        ) : null}
      </Disclosure>
    </div>
  );
}
