import * as Dialog from "@radix-ui/react-dialog";

import { buttonClassName } from "~/ui/button/button";

import { ContactActions, ContactDetails, ContactLogo, ContactMeta } from "./contact-card";
import type { ContactCardView } from "./contact-card.server";
import * as styles from "./finder.css";

/**
 * 'Ver mais' (spec 002 §2): a contact's full details in a modal. Loaded only
 * when a grower first opens one (React.lazy in finder.tsx), so Radix's dialog
 * costs the finder's first load nothing; without JavaScript the same link opens
 * the contact's page. Radix traps focus and closes on Escape; the finder returns focus to
 * the link that opened it.
 */
export default function ContactDialog({
  card,
  labels,
  onClose,
}: {
  card: ContactCardView;
  labels: { close: string; page: string };
  onClose: () => void;
}) {
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Content
          className={styles.dialogContent}
          aria-describedby={undefined}
          // The finder returns focus to the link that opened the dialog (there is no Radix trigger to return to).
          onCloseAutoFocus={(event) => event.preventDefault()}
        >
          <div className={styles.cardHead}>
            <ContactLogo card={card} />
            <div>
              <Dialog.Title className={styles.cardTitle}>{card.title}</Dialog.Title>
              <ContactMeta card={card} />
            </div>
          </div>
          <p className={styles.description}>{card.description}</p>
          <ContactDetails details={card.details} />
          <ContactActions card={card} />
          <div className={styles.cardActions}>
            <a href={card.page.href} className={buttonClassName({ variant: "secondary", size: "sm" })}>
              {labels.page}
            </a>
            <Dialog.Close className={buttonClassName({ variant: "ghost", size: "sm" }, styles.dialogClose)}>
              {labels.close}
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
