import "./ui/global.css";

import type { LoaderFunctionArgs } from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import type { ReactNode } from "react";

import { FALLBACK_LOCALE, localePrefix } from "./countries";
import { localeOfPath } from "./i18n/href";
import { i18nServer } from "./i18n/i18next.server";
import { negotiateLocale } from "./i18n/negotiate";
import { isLightMode } from "./light/light-mode.server";
import { pageWantsScripts } from "./light/route-scripts";
import { LightModeProvider } from "./light/use-light-mode";
import { useNonce } from "./nonce";
import { offlineOptedIn } from "./offline/opt-in.server";
import { ServiceWorkerRegistration } from "./offline/service-worker-registration";
import { wantsServiceWorker } from "./offline/wants-service-worker";
import { errorText, errorWords } from "./render/error-text";
import { ScriptBootstrap } from "./render/script-bootstrap";
import { ErrorPage } from "./ui/error-page/error-page";
import { ImageLinksProvider } from "./ui/image/image-links";

/**
 * The document's language: the URL's locale, or the browser's best match where
 * the URL has none. Also the error page's text, so that even a failing page
 * speaks the visitor's language. Whether the page is served light (issue 16:
 * no scripts, pictures below the fold as links, no maps), decided here once
 * for every route, with the footer's switch's text.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = localeOfPath(new URL(request.url).pathname) ?? negotiateLocale(request.headers.get("accept-language"));
  const [t, lightText] = await Promise.all([
    i18nServer.getFixedT(locale, "common"),
    i18nServer.getFixedT(locale, "light"),
  ]);
  return {
    locale,
    light: isLightMode(request),
    lightText: {
      switchToLight: lightText("switchToLight"),
      switchToFull: lightText("switchToFull"),
      viewImage: lightText("viewImage"),
    },
    brand: t("brand"),
    // Offline reading in light mode is the grower's choice (the service worker is otherwise absent there).
    offlineOptIn: offlineOptedIn(request),
    errors: errorWords(t),
  };
}

/**
 * The document. Its scripts (Remix's runtime, the page's module preloads and
 * its hydration data) are rendered only when a matched route asks for them
 * and the page is not light (app/light/route-scripts.ts). In the browser the
 * document has hydrated, so it had them: client navigations keep them.
 */
export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const matches = useMatches();
  const light = data?.light ?? false;
  const scripts = typeof document !== "undefined" || pageWantsScripts(matches, light);
  const nonce = useNonce();
  return (
    <html lang={data?.locale ?? FALLBACK_LOCALE}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f5f3a" />
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="icon" href="/icon.svg" type="image/svg+xml" />
        {/* The shell's stylesheets first: a page's own (its first block's, decision 0045) follow them in the cascade. */}
        <Links />
        <Meta />
      </head>
      <body>
        <LightModeProvider value={light}>
          <ImageLinksProvider value={light && data ? { label: data.lightText.viewImage } : null}>
            {children}
          </ImageLinksProvider>
        </LightModeProvider>
        {scripts ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
            <ScriptBootstrap />
          </>
        ) : null}
        {wantsServiceWorker(data) ? <ServiceWorkerRegistration /> : null}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

const LAST_RESORT: Record<string, string> = {
  "errors.notFoundTitle": "Page not found",
  "errors.unexpectedTitle": "Something went wrong",
  "errors.unexpectedBody": "Please try again in a moment.",
  "errors.home": "Home",
};

/** Anything that escapes a route: a localized page without internals (no stack traces, ever). */
export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>("root");
  const locale = data?.locale ?? FALLBACK_LOCALE;
  // The root loader cannot fail (no upstream), so its words are there; English is the last resort.
  const words = data?.errors ?? errorWords((key) => LAST_RESORT[key] ?? "");
  const text = errorText(error, words);
  return (
    <ErrorPage
      title={text.title}
      body={text.body}
      homeLabel={words.home}
      homeHref={`/${localePrefix(locale)}`}
      brand={data?.brand}
    />
  );
}
