import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";

import { requireUser } from "~/auth/user.server";
import { localeOfPath } from "~/i18n/href";
import { i18nServer } from "~/i18n/i18next.server";
import { SCRIPTS } from "~/light/route-scripts";
import { enrol, type EnrolmentRefused } from "~/rewards/enrolment.server";
import { RewardsWidget } from "~/rewards/rewards-widget";
import type { RewardsWidgetView } from "~/rewards/view";
import { loadRewardsWidget } from "~/rewards/widget.server";
import { metaFromLoader, PRIVATE_PAGE } from "~/seo/page-meta";
import { container, pageBlock } from "~/ui/layout.css";

import * as styles from "./rewards-page.css";

/**
 * The US rewards page (spec 000 §2 §4 §5): the rewards widget at full width,
 * whichever state the grower is in (decision 0028). Signed-in only, private
 * (requireUser marks the answer personal). Its action is the enrolment form's,
 * which the account page's widget posts here too.
 */
async function open(request: Request) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname)!;
  const { user } = await requireUser(request, locale);
  return { url, locale, user };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { url, locale, user } = await open(request);
  const t = await i18nServer.getFixedT(locale, "rewards");
  return {
    meta: { title: t("meta.title"), description: t("meta.description") },
    heading: t("heading"),
    widget: await loadRewardsWidget({ request, locale, user, url, place: "page" }),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const { locale, user } = await open(request);
  return enrol(request, locale, user);
}

export const meta = metaFromLoader(PRIVATE_PAGE);

/** The form's errors from the action, laid over the enrolment form the loader built. */
function withFormErrors(view: RewardsWidgetView, refused: EnrolmentRefused | undefined): RewardsWidgetView {
  if (!refused || view.state !== "enrolment") return view;
  return { ...view, form: { ...view.form, errors: refused.enrolmentErrors } };
}

/** Ships the client runtime: the rewards widget enrols without a page load and looks again while an enrolment is pending. */
export const handle = SCRIPTS;

export default function Rewards() {
  const { heading, widget } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  return (
    <div className={`${container} ${pageBlock} ${styles.page}`}>
      <h1 className={styles.heading}>{heading}</h1>
      <RewardsWidget view={withFormErrors(widget, refused)} />
    </div>
  );
}
