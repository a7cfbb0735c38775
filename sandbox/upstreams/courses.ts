import express from "express";

import { courseFor, coursesFor } from "../data/courses";
import type { Upstream, UpstreamFactory } from "./types";

/**
 * The courses upstream (fault name "courses"; docs/integrations/courses.md):
 *
 *   GET /courses?country=BR          the gallery's courses, newest first
 *   GET /courses/{slug}?country=BR   one course with its modules
 *
 * A country without courses answers 404, as does an unknown course.
 */
export const createCoursesUpstream: UpstreamFactory = ({ origin }): Upstream => {
  const router = express.Router();
  router.get("/courses", (req, res) => {
    const courses = coursesFor(req.query.country);
    if (!courses) return void res.status(404).json({ message: "No courses for that country" });
    res.json({ courses });
  });
  router.get("/courses/:slug", (req, res) => {
    const course = courseFor(req.query.country, req.params.slug);
    if (!course) return void res.status(404).json({ message: "Course not found" });
    res.json(course);
  });
  router.use((_req, res) => {
    res.status(404).json({ message: "Not found" });
  });
  return { name: "courses", mountPath: "/courses", handler: router, env: { COURSES_API_URL: `${origin}/courses` } };
};
