import * as Dialog from "@radix-ui/react-dialog";

import { CloseIcon } from "~/ui/icons/icons";

import * as styles from "./contact-card.css";
import type { ContactCardData } from "./contact-card-data";
import { DetailList } from "./detail-list";

/**
 * A contact card's 'VER MAIS' modal (Radix Dialog: focus trapped, Escape and the
 * close button close it). Its own module so its code loads the first time a
 * grower opens one, not with the page (./contact-card.tsx).
 */
export default function ContactDialog({ card, onClose }: { card: ContactCardData; onClose: () => void }) {
  return (
    <Dialog.Root defaultOpen onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Content
          className={styles.dialog}
          aria-describedby={undefined}
          // Focus goes back to the card's button (./contact-card.tsx), which Radix does not know.
          onCloseAutoFocus={(event) => event.preventDefault()}
        >
          <div className={styles.dialogHeader}>
            <div>
              <p className={styles.badge}>{card.badge}</p>
              <Dialog.Title className={styles.name}>{card.name}</Dialog.Title>
            </div>
            <Dialog.Close className={styles.close} aria-label={card.close}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          {card.description ? <p className={styles.description}>{card.description}</p> : null}
          <DetailList details={card.details} className={styles.details} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
