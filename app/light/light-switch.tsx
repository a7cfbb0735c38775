import { useLocation, useRouteLoaderData } from "@remix-run/react";

import type { loader as rootLoader } from "~/root";

/** The footer's switch address: the choice, and this page to come back to (path and query). */
export function lightSwitchHref(on: boolean, returnTo: string): string {
  return `/api/light?${new URLSearchParams({ on: on ? "1" : "0", returnTo }).toString()}`;
}

/**
 * "Light version" in every footer, or "full version" when the page is light
 * (issue 16): a plain link (never a client navigation: the answer is a
 * redirect that sets a cookie), which brings the grower back to this page.
 */
export function LightSwitch({ className }: { className?: string }) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const { pathname, search } = useLocation();
  if (!root) return null;
  const { light, lightText } = root;
  return (
    <a href={lightSwitchHref(!light, `${pathname}${search}`)} className={className} rel="nofollow">
      {light ? lightText.switchToFull : lightText.switchToLight}
    </a>
  );
}
