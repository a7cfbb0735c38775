/**
 * Which pages ship the client runtime (issue 16). A route module that needs it
 * says so in its `handle`: `{ scripts: true }`, or a function of its own loader
 * data when that depends on what the page shows (the content pages hydrate only
 * when a block that acts in the browser is on them). A route that says nothing
 * is complete as HTML: links, GET and POST forms, details/summary.
 */
type ScriptsWish = boolean | ((data: unknown) => boolean);

export interface ScriptsHandle {
  scripts?: ScriptsWish;
}

/** What the root needs of each matched route (Remix's useMatches gives more). */
interface RouteMatch {
  handle?: unknown;
  data?: unknown;
}

function wishOf(handle: unknown): ScriptsWish | undefined {
  if (typeof handle !== "object" || handle === null || !("scripts" in handle)) return undefined;
  const { scripts } = handle as ScriptsHandle;
  return typeof scripts === "boolean" || typeof scripts === "function" ? scripts : undefined;
}

/**
 * True when any matched route asks for scripts with the data it loaded, and
 * the grower is not in light mode: light mode serves every page without them.
 */
export function pageWantsScripts(matches: readonly RouteMatch[], light: boolean): boolean {
  if (light) return false;
  return matches.some(({ handle, data }) => {
    const wish = wishOf(handle);
    // A route whose loader did not run (an error page after its action threw) has no data to judge by.
    if (typeof wish === "function") return data != null && wish(data);
    return wish === true;
  });
}

/** The handle of a route that always needs the runtime (dialogs, live fields, polling, charts). */
export const SCRIPTS: ScriptsHandle = { scripts: true };

/** The handle of a route whose need depends on what it loaded; Remix gives the function that route's data. */
export const scriptsWhen = <Data>(wants: (data: Data) => boolean): ScriptsHandle => ({
  scripts: (data) => wants(data as Data),
});
