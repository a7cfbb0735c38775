/**
 * Skeletons: grey placeholders with the shape of what is loading.
 *
 *   <Skeleton width?="60%" height?="1rem" radius? className? />      one bar or box
 *   <SkeletonCard />                                                   media + three lines, card-shaped
 *   <SkeletonGrid count={4} label="Loading products" className? />    a polite status with `count` cards
 *
 * The shapes are hidden from assistive technology; SkeletonGrid announces its
 * (translated) `label` once, visually hidden. Motion stops under
 * prefers-reduced-motion (global rule).
 */
import type { CSSProperties } from "react";

import { visuallyHidden } from "../a11y.css";
import * as styles from "./skeleton.css";

export interface SkeletonProps {
  width?: CSSProperties["width"];
  height?: CSSProperties["height"];
  radius?: CSSProperties["borderRadius"];
  className?: string;
}

export function Skeleton({ width = "100%", height = "1rem", radius, className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={[styles.block, className].filter(Boolean).join(" ")}
      style={{ width, height, borderRadius: radius }}
    />
  );
}

function SkeletonCard() {
  return (
    <div aria-hidden="true" className={styles.card}>
      <Skeleton className={styles.media} height="auto" />
      <Skeleton width="40%" height="0.75rem" />
      <Skeleton width="80%" height="1.25rem" />
      <Skeleton width="95%" height="0.875rem" />
    </div>
  );
}

export interface SkeletonGridProps {
  count: number;
  label: string;
  className?: string;
}

export function SkeletonGrid({ count, label, className }: SkeletonGridProps) {
  return (
    <div role="status" className={className}>
      <span className={visuallyHidden}>{label}</span>
      <div className={styles.grid}>
        {Array.from({ length: count }, (_, i) => (
          <SkeletonCard key={i} />
        ))}
      </div>
    </div>
  );
}
