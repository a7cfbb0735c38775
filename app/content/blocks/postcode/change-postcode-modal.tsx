import * as Dialog from "@radix-ui/react-dialog";
import { useNavigate } from "@remix-run/react";

import type { ChangePostcodeProps } from "./change-postcode";
import * as styles from "./postcode.css";

/**
 * The change-postcode modal once JavaScript runs: a Radix dialog (focus trapped, Escape closes, focus returns);
 * closing it goes back to the address without `alterar`. Its own module, so Radix loads when it first opens.
 */
export default function ChangePostcodeModal({ change, children }: ChangePostcodeProps) {
  const navigate = useNavigate();
  return (
    <Dialog.Root
      open={change.open}
      onOpenChange={(next) => {
        if (!next) navigate(change.closeHref, { preventScrollReset: true, replace: true });
      }}
    >
      <Dialog.Portal>
        <Dialog.Content className={styles.dialog} aria-describedby={undefined}>
          <div className={styles.dialogHeader}>
            <Dialog.Title className={styles.dialogTitle}>{change.title}</Dialog.Title>
            <Dialog.Close className={styles.close}>{change.close}</Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
