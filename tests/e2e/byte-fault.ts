const STRICT_UTF8 = new TextDecoder("utf-8", { fatal: true });

/**
 * What is wrong with a page's bytes, or null when they are clean: valid UTF-8 with no NUL byte anywhere. React 18's
 * Node stream renderer once padded a chunk with NULs whenever a multi-byte character straddled its 2 KB buffer
 * ("d\0ía"), so the raw bytes are read, never a decoded string.
 */
export function byteFault(bytes: Buffer): string | null {
  const nul = bytes.indexOf(0);
  if (nul >= 0) return `NUL byte at ${nul}: …${bytes.subarray(Math.max(0, nul - 24), nul + 8).toString("latin1")}…`;
  try {
    STRICT_UTF8.decode(bytes);
  } catch {
    return "invalid UTF-8";
  }
  return null;
}
