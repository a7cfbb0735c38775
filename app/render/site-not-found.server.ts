import type { AppLoadContext } from "@remix-run/node";

/**
 * The site's 404 page, answered by a resource route (a file only its owner may fetch: issue 31's field export).
 * A resource route renders no page of its own, so it asks the site for an address under the same one that no route
 * claims (one more segment), in the same request's name (its cookies: the page's header is the visitor's), and
 * answers what the site answered there: the locale's 404 inside the site's frame, as for any unknown address.
 * Without the site at hand (a loader called by a unit test) it is a bare 404.
 */
export async function siteNotFound(request: Request, context: AppLoadContext | undefined): Promise<Response> {
  const url = new URL(request.url);
  const unclaimed = new URL(`${url.pathname.replace(/\/$/, "")}/-`, url);
  const page = await context?.sitePage?.(new Request(unclaimed, { headers: request.headers }));
  if (page?.status === 404) return page;
  await page?.body?.cancel();
  return new Response("Not Found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
}
