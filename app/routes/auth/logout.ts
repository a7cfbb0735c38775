import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { getSession, sessionStorage } from "~/auth/session.server";
import { localeFromPrefix, localePrefix } from "~/countries";

/** POST /api/auth/logout (a plain form): ends the session and returns to the locale's home. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const locale = localeFromPrefix(String(form.get("locale") ?? ""));
  const session = await getSession(request);
  throw redirect(locale ? `/${localePrefix(locale)}` : "/", {
    status: 303,
    headers: { "set-cookie": await sessionStorage.destroySession(session) },
  });
}

/** Logging out changes state, so it is POST only; a GET just goes home. */
export function loader() {
  throw redirect("/");
}
