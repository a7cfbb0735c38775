import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { CourseGallery } from "~/courses/course-gallery";
import { galleryView } from "~/courses/view.server";
import { localeOfPath } from "~/i18n/href";
import { SCRIPTS } from "~/light/route-scripts";
import { metaFromLoader } from "~/seo/page-meta";

/** The agronomy course gallery (spec 001 §2 §4 §9): 8 courses, then 8 more by URL. */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return galleryView(localeOfPath(url.pathname)!, url);
}

export const meta = metaFromLoader();

/** Ships the client runtime: 'show more' moves focus to the first new card. */
export const handle = SCRIPTS;

export default function Courses() {
  return <CourseGallery data={useLoaderData<typeof loader>()} />;
}
