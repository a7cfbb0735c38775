import { z } from "zod";

/**
 * An image as content carries it (issue 14): the original's address under
 * /media, its alt text and its intrinsic size. The portal derives every
 * variant (width, format) from `src`, so content never lists them; the size
 * reserves the box before the image loads (no layout shift). An empty alt
 * marks the image decorative.
 */
export const contentImage = z.object({
  src: z.string().regex(/^\/media\/[a-z0-9]+(?:-[a-z0-9]+)*$/, "an image lives at /media/<name>"),
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type ContentImage = z.infer<typeof contentImage>;
