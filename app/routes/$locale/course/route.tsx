import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { CourseLayout } from "~/courses/course-layout";
import { courseView } from "~/courses/view.server";
import { localeOfPath } from "~/i18n/href";
import { SCRIPTS } from "~/light/route-scripts";
import { metaFromLoader } from "~/seo/page-meta";

/** One course, one module at a time (spec 001 §2 §4): /cursos/{course}?module=n. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return courseView(localeOfPath(url.pathname)!, url, params.courseSlug ?? "");
}

export const meta = metaFromLoader();

/** Ships the client runtime: a new module moves focus to its heading. */
export const handle = SCRIPTS;

export default function CourseModule() {
  return <CourseLayout data={useLoaderData<typeof loader>()} />;
}
