import * as Dialog from "@radix-ui/react-dialog";

import { CloseIcon } from "../icons/icons";
import type { SideSheetProps } from "./side-sheet";
import * as styles from "./side-sheet.css";

/**
 * The side sheet as a modal dialog (Radix). Its own module so that its code
 * (~14 KB gzip with Radix) loads when a sheet first opens, not with the page.
 */
export default function SideSheetDialog({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  side = "right",
  id,
  returnFocusTo,
  children,
}: SideSheetProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Content
          id={id}
          className={`${styles.sheet} ${side === "left" ? styles.left : styles.right}`}
          // Radix ties the title and description to the dialog itself; without a description, say so explicitly.
          {...(description ? {} : { "aria-describedby": undefined })}
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo?.current) return;
            event.preventDefault();
            returnFocusTo.current.focus();
          }}
        >
          <div className={styles.header}>
            <div>
              <Dialog.Title className={styles.title}>{title}</Dialog.Title>
              {description ? (
                <Dialog.Description className={styles.description}>{description}</Dialog.Description>
              ) : null}
            </div>
            <Dialog.Close className={styles.close} aria-label={closeLabel}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          <div className={styles.body}>{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
