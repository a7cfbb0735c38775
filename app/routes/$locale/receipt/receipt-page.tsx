import { ButtonLink } from "~/ui/button/button";
import { StatusCard, type StatusTone } from "~/ui/status-card/status-card";

import type { ReceiptView } from "./receipt-view.server";

const TONE: Record<ReceiptView["state"], StatusTone> = {
  sent: "done",
  received: "waiting",
  retrying: "retrying",
  failed: "failed",
};

export function ReceiptPage({ view }: { view: ReceiptView }) {
  return (
    <StatusCard
      heading={view.heading}
      tone={TONE[view.state]}
      state={view.state}
      titleId="receipt-state"
      title={view.title}
      body={
        view.subject
          ? `${view.subject.text} ${view.body}`
          : view.reference
            ? `${view.body} ${view.reference}.`
            : view.body
      }
      receivedAt={view.receivedAt}
      refreshMs={view.refreshMs}
      checkAgain={view.checkAgain}
      actions={
        <>
          {view.subject ? <ButtonLink to={view.subject.link.href}>{view.subject.link.label}</ButtonLink> : null}
          {view.contact ? <ButtonLink to={view.contact.href}>{view.contact.label}</ButtonLink> : null}
          <ButtonLink to={view.back.href} variant={view.contact ? "secondary" : "primary"}>
            {view.back.label}
          </ButtonLink>
        </>
      }
    />
  );
}
