/**
 * A video's length as players write it, the same in every locale: "4:05", "1:02:03" (minutes, seconds; hours only
 * when there are some), and as an ISO 8601 duration for <time datetime>.
 */
export function clipLength(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  const two = (n: number) => String(n).padStart(2, "0");
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

export function isoDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  return `PT${h ? `${h}H` : ""}${m ? `${m}M` : ""}${s || whole === 0 ? `${s}S` : ""}`;
}
