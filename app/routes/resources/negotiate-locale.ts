import { type LoaderFunctionArgs, redirect } from "@remix-run/node";

import { countryOfHost, localePrefix } from "~/countries";
import { env } from "~/env.server";
import { negotiateLocale } from "~/i18n/negotiate";

/** GET /: send the visitor to the locale their browser asks for, among the host's country's when it serves one. */
export function loader({ request }: LoaderFunctionArgs) {
  const country = countryOfHost(request.headers.get("host"), env.HOST_COUNTRY_MAP);
  const locale = negotiateLocale(request.headers.get("accept-language"), country);
  return redirect(`/${localePrefix(locale)}`, { headers: { vary: "Accept-Language, Host" } });
}
