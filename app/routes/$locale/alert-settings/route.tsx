import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";

import { changeSettings, SETTINGS_NOTICES } from "~/alerts/settings-change.server";
import { settingsView } from "~/alerts/settings-view.server";
import { rememberForAlerts } from "~/alerts/signed-in-grower.server";
import type { SessionUser } from "~/auth/user";
import { requireUser } from "~/auth/user.server";
import type { Locale } from "~/countries";
import { href, localeOfPath } from "~/i18n/href";
import { i18nServer } from "~/i18n/i18next.server";
import { metaFromLoader, PRIVATE_PAGE } from "~/seo/page-meta";
import { log } from "~/services/log.server";
import { alertSettingsOf } from "~/store/alert-settings.server";
import { portalStore } from "~/store/portal-store.server";
import { ErrorState } from "~/ui/error-state/error-state";
import { container, pageBlock } from "~/ui/layout.css";

import { SettingsPage } from "./settings-page";

/**
 * The grower's alert settings (issue 30): which alert on which channel, the address and number they go to, the
 * quiet hours and the places followed. Plain forms, each answered 303 back here with what happened in the address
 * (`?notice=`), or the page again with the refused field's message and what was typed.
 */

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

/** The page when the store cannot answer: its heading and why, never a 500. */
async function unavailable(locale: Locale, error: unknown) {
  log("warn", "alert settings could not be read", { error: String(error) });
  const t = await i18nServer.getFixedT(locale, "alerts");
  return {
    meta: { title: t("settings.title"), description: t("settings.lead") },
    view: null,
    problem: t("settings.unavailable"),
  };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname)!;
  const { user } = await requireUser(request, locale);
  const asked = url.searchParams.get("notice");
  const notice = SETTINGS_NOTICES.find((each) => each === asked) ?? null;
  try {
    const view = await settingsView(request, locale, await settingsOf(user, locale), notice, null);
    return { meta: { title: view.title, description: view.lead }, view, problem: null };
  } catch (error) {
    if (error instanceof Response) throw error;
    return unavailable(locale, error);
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const locale = localeOfPath(new URL(request.url).pathname)!;
  const { user } = await requireUser(request, locale);
  const form = await request.formData();
  try {
    return await changed(request, locale, user, form);
  } catch (error) {
    if (error instanceof Response) throw error;
    return data(await unavailable(locale, error), { status: 503 });
  }
}

async function changed(request: Request, locale: Locale, user: SessionUser, form: FormData) {
  const settings = await settingsOf(user, locale);
  const outcome = await changeSettings(request, locale, settings, form);
  if (outcome.ok) {
    const notice = outcome.notice ? `?notice=${outcome.notice}` : "";
    return redirect(`${href(locale, "alert-settings")}${notice}`, 303);
  }
  const view = await settingsView(request, locale, settings, null, outcome);
  return data({ view, problem: null }, { status: 400 });
}

export const meta = metaFromLoader(PRIVATE_PAGE);

export default function AlertSettings() {
  const loaded = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>();
  const { view, problem, meta } = acted && "view" in acted ? { ...loaded, ...acted } : loaded;
  if (view) return <SettingsPage view={view} />;
  return (
    <div className={`${container} ${pageBlock}`}>
      <h1>{meta.title}</h1>
      <ErrorState title={problem ?? ""} />
    </div>
  );
}
