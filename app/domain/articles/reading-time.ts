/**
 * An article's reading time: its words at 200 a minute, rounded up, at least
 * one minute (the lead shows it as "4 min").
 */
const WORDS_PER_MINUTE = 200;

export function readingMinutes(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
