import { describe, expect, it } from "vitest";

import { FALLBACK_VIDEO_ID, isVideoId, videoIdOf } from "./video-id";

describe("video links (spec 002 §5): a video only with an 11-character id, else the fallback", () => {
  it.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://youtube.com/watch?v=a_b-c1D2e3F&t=30s", "a_b-c1D2e3F"],
    ["https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://youtu.be/dQw4w9WgXcQ?si=abc", "dQw4w9WgXcQ"],
    ["https://www.youtube.com/embed/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0", "dQw4w9WgXcQ"],
    ["https://www.youtube.com/shorts/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    [" dQw4w9WgXcQ ", "dQw4w9WgXcQ"],
  ])("%s names %s", (link, id) => {
    expect(videoIdOf(link)).toBe(id);
  });

  it.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXc", "10 characters"],
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQQ", "12 characters"],
    ["https://youtu.be/dQw4w9WgX!Q", "a character no id has"],
    ["https://www.youtube.com/watch", "no id at all"],
    ["https://www.youtube.com/channel/UCabcdefghi", "not a video's path"],
    ["https://vimeo.com/dQw4w9WgXcQ", "another site"],
    ["https://youtu.be.example.com/dQw4w9WgXcQ", "a look-alike host"],
    ["not a link", "not a link"],
    ["", "empty"],
  ])("%s (%s) plays the fallback", (link) => {
    expect(videoIdOf(link)).toBe(FALLBACK_VIDEO_ID);
    expect(videoIdOf(link, "fallback123")).toBe("fallback123");
  });

  it("the fallback is itself a video", () => {
    expect(isVideoId(FALLBACK_VIDEO_ID)).toBe(true);
    expect(isVideoId("short")).toBe(false);
  });
});
