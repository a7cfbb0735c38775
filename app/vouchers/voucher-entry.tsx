import { ButtonLink } from "~/ui/button/button";

import * as styles from "./voucher-entry.css";

export interface VoucherEntryView {
  heading: string;
  body: string;
  cta: string;
  href: string;
}

/** The voucher campaign's call to action on a product it covers (app/domain/vouchers/campaigns.ts decides where). */
export function VoucherEntry({ entry }: { entry: VoucherEntryView }) {
  return (
    <aside className={styles.entry} aria-labelledby="voucher-entry">
      <h2 id="voucher-entry" className={styles.heading}>
        {entry.heading}
      </h2>
      <p className={styles.body}>{entry.body}</p>
      <ButtonLink to={entry.href}>{entry.cta}</ButtonLink>
    </aside>
  );
}
