import { describe, expect, it } from "vitest";

import { endInsideBody } from "./document-end.server";

describe("nothing after </html> (issue 27)", () => {
  it("moves what React streamed after the document to the end of the body, in order", () => {
    const html =
      '<!DOCTYPE html><html><head></head><body><main>x</main><script id="a"></script></body></html>' +
      "<!--$--><script>one()</script><!--/$--><script>two()</script>";
    expect(endInsideBody(html)).toBe(
      '<!DOCTYPE html><html><head></head><body><main>x</main><script id="a"></script>' +
        "<!--$--><script>one()</script><!--/$--><script>two()</script></body></html>",
    );
  });

  it("leaves a document that already ends with </html> alone", () => {
    const html = "<!DOCTYPE html><html><head></head><body><p>ok</p></body></html>";
    expect(endInsideBody(html)).toBe(html);
  });
});
