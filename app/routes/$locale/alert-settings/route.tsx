import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";

import { changeSettings, type SettingsNotice } from "~/alerts/settings-change.server";
import { settingsView } from "~/alerts/settings-view.server";
import { rememberForAlerts } from "~/alerts/signed-in-grower.server";
import type { SessionUser } from "~/auth/user";
import { requireUser } from "~/auth/user.server";
import type { Locale } from "~/countries";
import { href, localeOfPath } from "~/i18n/href";
import { metaFromLoader, PRIVATE_PAGE } from "~/seo/page-meta";
import { alertSettingsOf } from "~/store/alert-settings.server";
import { portalStore } from "~/store/portal-store.server";

import { SettingsPage } from "./settings-page";

/**
 * The grower's alert settings (issue 30): which alert on which channel, the address and number they go to, the
 * quiet hours and the places followed. Plain forms, each answered 303 back here with what happened in the address
 * (`?notice=`), or the page again with the refused field's message and what was typed.
 */
const NOTICES: readonly SettingsNotice[] = ["saved", "code-sent", "phone-confirmed"];

async function settingsOf(user: SessionUser, locale: Locale) {
  const { db } = await portalStore();
  const settings = await alertSettingsOf(db, user.id);
  if (settings) return settings;
  // A grower signed in before alerts existed: remembered now, as a sign-in would.
  await rememberForAlerts(user, locale);
  const remembered = await alertSettingsOf(db, user.id);
  if (!remembered) throw new Error("alert settings could not be kept");
  return remembered;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname)!;
  const { user } = await requireUser(request, locale);
  const asked = url.searchParams.get("notice");
  const notice = NOTICES.find((each) => each === asked) ?? null;
  const view = await settingsView(request, locale, await settingsOf(user, locale), notice, null);
  return { meta: { title: view.title, description: view.lead }, view };
}

export async function action({ request }: ActionFunctionArgs) {
  const locale = localeOfPath(new URL(request.url).pathname)!;
  const { user } = await requireUser(request, locale);
  const settings = await settingsOf(user, locale);
  const outcome = await changeSettings(request, locale, settings, await request.formData());
  if (outcome.ok) {
    const notice = outcome.notice ? `?notice=${outcome.notice}` : "";
    return redirect(`${href(locale, "alert-settings")}${notice}`, 303);
  }
  const view = await settingsView(request, locale, settings, null, outcome);
  return data({ view }, { status: 400 });
}

export const meta = metaFromLoader(PRIVATE_PAGE);

export default function AlertSettings() {
  const loaded = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  return <SettingsPage view={refused?.view ?? loaded.view} />;
}
