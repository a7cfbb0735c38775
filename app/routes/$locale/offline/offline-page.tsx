// The notice the worker writes into kept pages: styled by this page's CSS, which the worker copies there.
import "~/offline/offline-notice.css";

import { Form } from "@remix-run/react";

import { Button, ButtonLink } from "~/ui/button/button";
import { container, pageBlock } from "~/ui/layout.css";

import * as styles from "./offline.css";
import type { loader } from "./route";

type OfflineView = Awaited<ReturnType<typeof loader>>;

/** Complete as HTML: offline, the worker serves it without scripts. */
export function OfflinePage({ view }: { view: OfflineView }) {
  return (
    <div className={`${container} ${pageBlock} ${styles.page}`}>
      <h1 className={styles.heading}>{view.heading}</h1>
      <p className={styles.text}>{view.body}</p>
      <p className={styles.text}>{view.forms}</p>
      <p>
        <ButtonLink to={view.home.href}>{view.home.label}</ButtonLink>
      </p>
      <section className={styles.optIn} aria-labelledby="offline-opt-in">
        <h2 id="offline-opt-in" className={styles.optInHeading}>
          {view.optIn.heading}
        </h2>
        <p className={styles.text}>{view.optIn.state}</p>
        <Form method="post">
          <input type="hidden" name="offline" value={view.optIn.next} />
          <Button type="submit" variant="secondary">
            {view.optIn.button}
          </Button>
        </Form>
      </section>
    </div>
  );
}
