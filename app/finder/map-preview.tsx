import * as styles from "./finder.css";
import type { FinderView } from "./finder-view.server";

type Preview = NonNullable<Extract<FinderView["results"], { state: "ready" }>["preview"]>;

/**
 * The map preview (issue 15): the shown contacts as numbered markers (the
 * cards' numbers) around the grower's place, drawn on the server as SVG: no
 * tiles, no script, no third party, nothing to consent to. A marker past a
 * screen's share of the list is hidden with its card.
 */
export function MapPreview({ preview }: { preview: Preview }) {
  return (
    <svg
      className={styles.preview}
      viewBox={`0 0 ${preview.width} ${preview.height}`}
      role="img"
      aria-label={preview.label}
      width={preview.width}
      height={preview.height}
    >
      {preview.points
        .slice()
        .reverse()
        .map((point) => (
          <g
            key={point.marker}
            className={point.hiddenOn.map((screen) => styles.hiddenOn[screen]).join(" ") || undefined}
          >
            <circle className={styles.markerDot} cx={point.x} cy={point.y} r={18} />
            <text className={styles.markerText} x={point.x} y={point.y + 6} textAnchor="middle" aria-hidden="true">
              {point.marker}
            </text>
          </g>
        ))}
      {preview.you ? (
        <g>
          <circle className={styles.youDot} cx={preview.you.x} cy={preview.you.y} r={12} />
          <title>{preview.you.label}</title>
        </g>
      ) : null}
    </svg>
  );
}
