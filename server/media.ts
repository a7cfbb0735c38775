import express from "express";

/** Where the rendered images are served (scripts/images.ts writes them to public/media). */
export const MEDIA_PATH = "/media";

/**
 * The rendered images: every file name carries the hash of what drew it, so a
 * file never changes and browsers may keep it for a year without asking
 * again. A missing file is a plain 404, not a page render.
 */
export function serveMedia(dir: string) {
  return express.static(dir, {
    immutable: true,
    maxAge: "1y",
    fallthrough: false,
    index: false,
    // Express 4's type table predates AVIF: without this it goes out as application/octet-stream.
    setHeaders: (res, file) => {
      if (file.endsWith(".avif")) res.setHeader("Content-Type", "image/avif");
    },
  });
}
