import { z } from "zod";

/**
 * The gallery's address (decision 0043): `?v=<video id>` names the video shown, so every video of a gallery can be
 * linked and is reached by plain links without JavaScript. Anything that is not an id reads as no choice (the first
 * video), never as an error: it comes from a link, not from something the grower typed.
 */
export const VIDEO_PARAM = "v";

export const galleryQuery = z.object({
  [VIDEO_PARAM]: z
    .string()
    .regex(/^[\w-]{11}$/)
    .optional()
    .catch(undefined),
});
