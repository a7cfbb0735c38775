import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { localeOfPath } from "~/i18n/href";
import { indexBareAddressOnly, metaFromLoader } from "~/seo/page-meta";

import { SearchPage } from "./search-page";
import { searchView } from "./search-view.server";

/** Site search (spec 002 §2 /search?q=, issue 14): one GET form, results across the site. */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return searchView(localeOfPath(url.pathname)!, url);
}

/** A results page is not a page of its own for search engines: only the bare form is indexed. */
export const meta = metaFromLoader(indexBareAddressOnly("noindex, follow"));

export default function Search() {
  return <SearchPage data={useLoaderData<typeof loader>()} />;
}
