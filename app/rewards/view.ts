import type { Programme, StepKind } from "~/domain/rewards/requirements";

/**
 * The rewards widget's view model: what the loader sends (already translated,
 * decision 0003) and the component renders, one variant per widget state
 * (app/domain/rewards/widget-state.ts) plus the wait after an enrolment is sent.
 */

/** The outbox kind of an enrolment (DELIVERIES["us-rewards-enrolment"]). */
export const ENROLMENT_KIND = "us-rewards-enrolment";

/** The widget's element id: tab links come back to it. */
export const WIDGET_ID = "rewards-widget";

/** The requirements tabs' values in the address (`?tab=fruits-and-vegetables`). */
export const TAB_SLUGS: Record<Programme, string> = {
  rewards: "rewards",
  fruitsAndVegetables: "fruits-and-vegetables",
  potatoes: "potatoes",
};

interface Common {
  id: string;
  heading: string;
  /** On the account page: the way to the rewards page. */
  pageLink: { label: string; href: string } | null;
  /** Said once, after an enrolment sent from here went through. */
  notice: string | null;
}

export interface EnrolmentForm {
  action: string;
  key: string;
  terms: string;
  submit: string;
  /** Translated: `terms` beside the checkbox, `form` above the button (the outbox refused, or the delivery failed). */
  errors: { terms?: string; form?: string };
}

export interface RequirementsView {
  title: string;
  intro: string;
  tabs: { label: string; current: string; items: { id: string; label: string; href: string }[] };
  panel: {
    heading: string;
    share: string;
    steps: {
      kind: StepKind;
      label: string;
      value: string;
      /** 0 to 100, for the bar (0 while locked). */
      percent: number;
      done: string | null;
      locked: string | null;
    }[];
  };
}

export interface SnapshotView {
  banner: string | null;
  available: { label: string; amount: string } | null;
  /** A head grower's next steps: the redemption wizard and the list of their requests (issue 27). */
  redemption: { redeem: { label: string; href: string }; requests: { label: string; href: string } } | null;
  activities: {
    heading: string;
    empty: string;
    rows: {
      id: string;
      type: string;
      reference: string;
      product: string | null;
      amount: string;
      date: { text: string; iso: string };
      link: { href: string; label: string; accessibleLabel: string };
    }[];
  };
}

export type RewardsWidgetView = Common &
  (
    | { state: "error"; title: string; subtitle: string; refresh: { label: string; href: string } }
    | { state: "enrolment"; title: string; body: string; form: EnrolmentForm }
    | { state: "enrolment-pending"; title: string; body: string; checkAgain: { label: string; href: string } }
    | ({ state: "requirements" } & RequirementsView)
    | ({ state: "snapshot" } & SnapshotView)
  );
