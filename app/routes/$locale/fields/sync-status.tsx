/**
 * The sync state line and the dashboard loading screen (spec 000 §2, §4, §9).
 * While the partner is still syncing, the page shows what it knows with
 * "syncing, data as of …", a "check again" link (a plain reload without
 * JavaScript) and, with JavaScript, polls the loader every few seconds and
 * rotates the loading subtitle every 5 s.
 */
import { Link, useRevalidator } from "@remix-run/react";
import { useEffect, useState } from "react";

import { STATUS_TONE } from "~/domain/fields/stats";
import { LOADING_SUBTITLE_ROTATION_MS } from "~/domain/fields/sync";

import * as styles from "./dashboard.css";
import type { SyncState } from "./dashboard.server";

const POLL_MS = 4_000;
const MAX_POLLS = 30;

function useRotation(count: number, everyMs = LOADING_SUBTITLE_ROTATION_MS): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), everyMs);
    return () => clearInterval(timer);
  }, [count, everyMs]);
  return index;
}

function usePoll(active: boolean) {
  const revalidator = useRevalidator();
  const [polls, setPolls] = useState(0);
  useEffect(() => {
    if (!active || polls >= MAX_POLLS || revalidator.state !== "idle") return;
    const timer = setTimeout(() => {
      setPolls((n) => n + 1);
      revalidator.revalidate();
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [active, polls, revalidator]);
}

export interface SyncStatusProps {
  sync: SyncState;
  label: string;
  checkAgain: { label: string; href: string };
  /** Run the sync again (after a failure). */
  retry: { label: string; href: string };
  loading: { title: string; subtitles: string[] };
}

export function SyncStatus({ sync, label, checkAgain, retry, loading }: SyncStatusProps) {
  const syncing = sync.kind === "syncing";
  usePoll(syncing);
  const index = useRotation(syncing ? loading.subtitles.length : 0);
  const tone = sync.kind === "failed" ? "error" : sync.status ? STATUS_TONE[sync.status] : "info";
  // A failure with no data to show is told by the widget's error state; here only what the partner last said, if anything.
  if (sync.kind === "failed" && !sync.statusText) return null;
  // A failure over the last data: those data stay on screen, dated, with the reason and a way to try again.
  const keptData = sync.kind === "failed" && sync.asOf !== null;
  return (
    <section
      aria-label={label}
      className={`${styles.status} ${styles.statusTone[keptData ? "warning" : tone]}`}
      data-sync={sync.kind}
    >
      <p className={styles.statusLine} role="status">
        {sync.statusText}
      </p>
      {sync.asOf ? <p className={styles.statusMeta}>{sync.asOf}</p> : null}
      {keptData && sync.kind === "failed" ? (
        <p className={styles.statusMeta}>
          {sync.message}{" "}
          <Link to={retry.href} reloadDocument>
            {retry.label}
          </Link>
        </p>
      ) : null}
      {syncing ? (
        <div className={styles.loading}>
          <h2 className={styles.loadingTitle}>{loading.title}</h2>
          <p className={styles.loadingSubtitle}>{loading.subtitles[index]}</p>
          <p className={styles.statusMeta}>
            <Link to={checkAgain.href} reloadDocument>
              {checkAgain.label}
            </Link>
          </p>
        </div>
      ) : null}
    </section>
  );
}
