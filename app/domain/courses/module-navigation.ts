/**
 * The course layout's navigation (spec 001 §4): modules are numbered from 1;
 * back is disabled on the first module and forward on the last. A module
 * number outside the course (from an old link) shows the nearest module.
 */
export interface ModuleNavigation {
  /** The module shown, from 1. */
  current: number;
  total: number;
  /** The module back leads to, or null on the first. */
  previous: number | null;
  /** The module forward leads to, or null on the last. */
  next: number | null;
}

export function moduleNavigation(requested: number, total: number): ModuleNavigation {
  const count = Math.max(1, Math.trunc(total));
  const current = Math.min(Math.max(1, Math.trunc(requested) || 1), count);
  return {
    current,
    total: count,
    previous: current > 1 ? current - 1 : null,
    next: current < count ? current + 1 : null,
  };
}

/** Where each module stands for the progress sidebar: done before the current one, then upcoming. */
export function moduleStates(navigation: ModuleNavigation): Array<"done" | "current" | "upcoming"> {
  return Array.from({ length: navigation.total }, (_, index) =>
    index + 1 < navigation.current ? "done" : index + 1 === navigation.current ? "current" : "upcoming",
  );
}
