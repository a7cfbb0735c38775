import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { visuallyHidden } from "../a11y.css";
import { Hero } from "./hero";

describe("Hero", () => {
  it("shows the title as the page's h1 with its lead", () => {
    const html = renderToString(<Hero title="Title" lead="Lead" />);
    expect(html).toMatch(/<h1 class="[^"]+">Title<\/h1>/);
    expect(html).toContain("Lead");
  });

  it("hiddenTitle keeps the h1 for screen readers (a class, not the hidden attribute)", () => {
    const html = renderToString(<Hero title="Title" lead="Lead" hiddenTitle />);
    expect(html).not.toMatch(/hidden=/);
    expect(html).toContain(`<h1 class="${visuallyHidden}">Title</h1>`);
  });

  it("with only a hidden title, renders just the h1", () => {
    expect(renderToString(<Hero title="Title" hiddenTitle />)).toBe(`<h1 class="${visuallyHidden}">Title</h1>`);
  });

  it("a background image is decorative and reserves its box", () => {
    const html = renderToString(<Hero title="T" image={{ src: "/field.jpg", width: 1600, height: 900 }} />);
    expect(html).toMatch(/<img[^>]*src="\/field.jpg"/);
    expect(html).toMatch(/alt=""/);
    expect(html).toMatch(/width="1600" height="900"/);
  });
});
