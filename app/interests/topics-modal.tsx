import * as Dialog from "@radix-ui/react-dialog";
import { useNavigate } from "@remix-run/react";

import * as styles from "./interests.css";
import type { TopicsDialogProps } from "./topics-dialog";

/**
 * The topics modal once JavaScript runs: a Radix dialog (focus trapped, Escape
 * closes, focus returns), and closing it goes back to the address without the
 * parameter. Its own module, so Radix loads when the modal first opens.
 */
export default function TopicsModal({ open, title, description, closeLabel, closeHref, children }: TopicsDialogProps) {
  const navigate = useNavigate();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) navigate(closeHref, { preventScrollReset: true, replace: true });
      }}
    >
      <Dialog.Portal>
        <Dialog.Content id="topics" className={styles.dialog}>
          <div className={styles.dialogHeader}>
            <div>
              <Dialog.Title className={styles.dialogTitle}>{title}</Dialog.Title>
              <Dialog.Description className={styles.dialogDescription}>{description}</Dialog.Description>
            </div>
            <Dialog.Close className={styles.close}>{closeLabel}</Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
