import type { SkyIcon as SkyIconName } from "~/domain/weather/days";

/** The widget's five sky pictures, drawn inline (no icon font, no request); the phrase beside them says the same. */
const PATHS: Record<SkyIconName, string> = {
  sun: "M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm0-5v3m0 14v3M2 12h3m14 0h3M4.9 4.9l2.1 2.1m10 10 2.1 2.1M4.9 19.1 7 17m10-10 2.1-2.1",
  partly: "M8 4v2M3.5 6.5 5 8M2 11h2m4-3a3 3 0 0 0-2.6 4.5M9 20h9a4 4 0 0 0 0-8 6 6 0 0 0-11.3 2A3 3 0 0 0 9 20Z",
  cloud: "M7 19h11a4 4 0 0 0 0-8 6 6 0 0 0-11.5 1.5A3.3 3.3 0 0 0 7 19Z",
  rain: "M7 15h11a4 4 0 0 0 0-8 6 6 0 0 0-11.5 1.5A3.3 3.3 0 0 0 7 15Zm1 3-1 3m5-3-1 3m5-3-1 3",
  storm: "M7 14h11a4 4 0 0 0 0-8 6 6 0 0 0-11.5 1.5A3.3 3.3 0 0 0 7 14Zm6 1-3 4h4l-3 4",
};

export function SkyIcon({ icon, className }: { icon: SkyIconName; className?: string }) {
  return (
    <svg
      className={className}
      aria-hidden="true"
      focusable="false"
      width="40"
      height="40"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[icon]} />
    </svg>
  );
}

/** An arrow pointing up, turned by `rotation` degrees: where the wind goes. */
export function WindArrow({ rotation, className }: { rotation: number; className?: string }) {
  return (
    <svg
      className={className}
      aria-hidden="true"
      focusable="false"
      width="16"
      height="16"
      viewBox="0 0 16 16"
      style={{ transform: `rotate(${rotation}deg)` }}
    >
      <path d="M8 1 13 9H9.5v6h-3V9H3Z" fill="currentColor" />
    </svg>
  );
}
