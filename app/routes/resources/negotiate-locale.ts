import { type LoaderFunctionArgs, redirect } from "@remix-run/node";

import type { CountryCode } from "~/countries";
import { localePrefix } from "~/countries";
import { env } from "~/env.server";
import { negotiateLocale } from "~/i18n/negotiate";

/** HOST_COUNTRY_MAP="surco.com.ar=AR,surco.com.br=BR" → the country a host serves. */
function hostCountry(host: string | null): CountryCode | null {
  if (!host || !env.HOST_COUNTRY_MAP) return null;
  const name = host.split(":")[0].toLowerCase();
  for (const pair of env.HOST_COUNTRY_MAP.split(",")) {
    const [mapped, code] = pair.split("=").map((s) => s.trim());
    if (mapped?.toLowerCase() === name && (code === "AR" || code === "BR" || code === "US")) return code;
  }
  return null;
}

/** GET /: send the visitor to the locale their browser asks for. */
export function loader({ request }: LoaderFunctionArgs) {
  const locale = negotiateLocale(request.headers.get("accept-language"), hostCountry(request.headers.get("host")));
  return redirect(`/${localePrefix(locale)}`, { headers: { vary: "Accept-Language, Host" } });
}
