import express from "express";

/** Where the rendered images are served (scripts/images.ts writes them to public/media). */
export const MEDIA_PATH = "/media";
/**
 * Where the dealer map's archive and font are served (scripts/base-map/build.ts writes them to public/base-map,
 * decision 0068): hashed names like the images', and the archive read by range requests (206), which express's
 * static files answer.
 */
export const BASE_MAP_PATH = "/base-map";

/**
 * The rendered images and the base map's files: every file name carries the hash
 * of what made it, so a file never changes and browsers may keep it for a year
 * without asking again. A missing file is a plain 404, not a page render.
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
      // Its tiles and directories are gzipped already, and a byte range must stay a range of the file itself: a type
      // of its own keeps the compression middleware off it (it would compress application/octet-stream).
      if (file.endsWith(".pmtiles")) res.setHeader("Content-Type", "application/vnd.pmtiles");
    },
  });
}
