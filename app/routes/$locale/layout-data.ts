import { useMatches } from "@remix-run/react";

import type { LayoutData } from "./layout";

/** The locale layout's data from any route below it. Every locale mounts the layout under its own id. */
export function useLayoutData(): LayoutData {
  const match = useMatches().find((m) => m.id.endsWith("/layout"));
  if (!match) throw new Error("useLayoutData used outside a locale layout");
  return match.data as LayoutData;
}

/** The same, for meta functions, which receive matches instead of hooks. */
export function layoutDataOf(matches: readonly { id: string; data: unknown }[]): LayoutData | undefined {
  return matches.find((m) => m.id.endsWith("/layout"))?.data as LayoutData | undefined;
}
