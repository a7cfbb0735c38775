import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { z } from "zod";

import { readQuery } from "~/forms/read-query";
import { href, localeOfPath } from "~/i18n/href";
import { i18nServer } from "~/i18n/i18next.server";
import { offlineChoiceCookie, offlineOptedIn } from "~/offline/opt-in.server";
import { metaFromLoader, PRIVATE_PAGE } from "~/seo/page-meta";

import { OfflinePage } from "./offline-page";

/**
 * The locale's offline page (issue 16): what the service worker answers for a page it has not kept, precached when it
 * installs (without the grower's cookies, so it holds nothing of theirs). Online it is an ordinary page, where the
 * grower also turns offline reading on or off for the light version. Never indexed, never listed.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = localeOfPath(new URL(request.url).pathname)!;
  const t = await i18nServer.getFixedT(locale, "offline");
  const optedIn = offlineOptedIn(request);
  return {
    meta: { title: t("meta.title"), description: t("meta.description") },
    heading: t("heading"),
    body: t("body"),
    forms: t("forms"),
    home: { label: t("home"), href: href(locale)! },
    optIn: {
      heading: t("optIn.heading"),
      state: t(optedIn ? "optIn.on" : "optIn.off"),
      button: t(optedIn ? "optIn.turnOff" : "optIn.turnOn"),
      next: optedIn ? "off" : "on",
    },
  };
}

const choice = z.object({ offline: z.enum(["on", "off"]).optional() });

/** The opt-in form: remembers the choice, then back to the page (POST → 303 → GET, no script needed). */
export async function action({ request }: ActionFunctionArgs) {
  const { value } = readQuery(await request.formData(), choice);
  const back = new URL(request.url).pathname;
  if (!value.offline) return redirect(back, 303);
  return redirect(back, { status: 303, headers: { "set-cookie": offlineChoiceCookie(value.offline === "on") } });
}

export const meta = metaFromLoader(PRIVATE_PAGE);

export default function Offline() {
  return <OfflinePage view={useLoaderData<typeof loader>()} />;
}
