import { z } from "zod";

import type { Locale } from "~/countries";
import { COURSE_GALLERY_STEP, galleryWindow } from "~/domain/courses/gallery";
import { moduleNavigation, moduleStates } from "~/domain/courses/module-navigation";
import { pageCeiling, pageParam } from "~/domain/paging";
import { readQuery } from "~/forms/read-query";
import { href } from "~/i18n/href";
import { i18nServer } from "~/i18n/i18next.server";
import { notFound } from "~/render/http-errors";
import { alternatesIn } from "~/seo/alternates.server";
import { getCourse, listCourses } from "~/services/courses/client.server";
import { log } from "~/services/log.server";

/**
 * The view models of the course gallery and the course layout (spec 001 §2 §4
 * §9), in the locale's words. The gallery's length and the module shown live in
 * the URL (?page=2, ?module=3), so each state can be linked and needs no script.
 */

const gallerySchema = z.object({ page: pageParam(pageCeiling(COURSE_GALLERY_STEP)) });
/** A module number comes from a link: anything that is not one reads as module 1 (moduleNavigation bounds it). */
const courseSchema = z.object({ module: pageParam(Number.MAX_SAFE_INTEGER) });

export async function galleryView(locale: Locale, url: URL) {
  const t = await i18nServer.getFixedT(locale, "courses");
  const { page } = readQuery(url.searchParams, gallerySchema).value;
  const base = {
    meta: { title: t("meta.title"), description: t("meta.description") },
    heading: t("heading"),
    lead: t("lead"),
    listLabel: t("listLabel"),
  };
  try {
    const { courses } = await listCourses(locale);
    const { shown, nextPage } = galleryWindow(courses.length, page);
    return {
      ...base,
      state: "ready" as const,
      page,
      step: COURSE_GALLERY_STEP,
      cards: courses.slice(0, shown).map((course) => ({
        id: course.path,
        title: course.title,
        image: course.image,
        category: t(`categories.${course.category}`),
        units: t("units", { count: course.units }),
        view: { label: t("view"), ariaLabel: t("viewLabel", { title: course.title }) },
        href: href(locale, "course", course.path)!,
      })),
      shown: t("shown", { shown, total: courses.length }),
      more: nextPage ? { label: t("more"), href: `${url.pathname}?page=${nextPage}` } : null,
      empty: courses.length ? null : t("empty"),
    };
  } catch (error) {
    log("warn", "course gallery unavailable", { error: String(error) });
    return {
      ...base,
      state: "error" as const,
      error: { title: t("errorTitle"), subtitle: t("errorSubtitle"), retry: { label: t("retry"), href: url.pathname } },
    };
  }
}
export type GalleryView = Awaited<ReturnType<typeof galleryView>>;
export type ReadyGallery = Extract<GalleryView, { state: "ready" }>;

export async function courseView(locale: Locale, url: URL, slug: string) {
  const t = await i18nServer.getFixedT(locale, "courses");
  const gallery = href(locale, "courses")!;
  const missing = () => notFound({ title: t("course.notFoundTitle"), body: t("course.notFoundBody") });
  if (!/^[a-z0-9-]{1,120}$/.test(slug)) throw missing();
  let course;
  try {
    course = await getCourse(locale, slug);
  } catch (error) {
    log("warn", "course unavailable", { error: String(error), slug });
    return {
      state: "error" as const,
      meta: { title: t("meta.title"), description: t("meta.description") },
      all: { label: t("course.all"), href: gallery },
      error: { title: t("errorTitle"), subtitle: t("errorSubtitle"), retry: { label: t("retry"), href: url.pathname } },
    };
  }
  if (!course) throw missing();
  const nav = moduleNavigation(readQuery(url.searchParams, courseSchema).value.module, course.modules.length);
  const moduleHref = (n: number) => `${url.pathname}?module=${n}`;
  const states = moduleStates(nav);
  const current = course.modules[nav.current - 1];
  return {
    state: "ready" as const,
    meta: {
      title: t("course.metaTitle", { title: course.title, current: nav.current }),
      description: course.summary,
      // Courses are given per country: the same course in the country's other locales, if any (hreflang, switch).
      alternates: await alternatesIn("courses", { locale, href: href(locale, "course", slug)! }),
    },
    all: { label: t("course.all"), href: gallery },
    title: course.title,
    category: t(`categories.${course.category}`),
    summary: course.summary,
    progress: {
      label: t("course.progress"),
      text: t("course.moduleOf", { current: nav.current, total: nav.total }),
      current: nav.current,
      total: nav.total,
    },
    modulesLabel: t("course.modules"),
    modules: course.modules.map((module, index) => ({
      number: index + 1,
      title: module.title,
      href: moduleHref(index + 1),
      state: states[index],
      stateLabel: states[index] === "upcoming" ? null : t(`course.${states[index]}`),
    })),
    module: {
      number: nav.current,
      title: current.title,
      minutes: t("course.minutes", { count: current.minutes }),
      paragraphs: current.paragraphs,
    },
    previous: { label: t("course.previous"), href: nav.previous ? moduleHref(nav.previous) : null },
    next: { label: t("course.next"), href: nav.next ? moduleHref(nav.next) : null },
  };
}
export type CourseView = Awaited<ReturnType<typeof courseView>>;
export type ReadyCourse = Extract<CourseView, { state: "ready" }>;
