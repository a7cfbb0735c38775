import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

import type { BlockContext } from "~/content/block-props";

import { TabCarouselBlock } from "../tab-carousel/tab-carousel";
import { CarouselBlock } from "./carousel";
import type { CarouselLabels } from "./load.server";

const context: BlockContext = {
  locale: "en-US",
  path: "/en-us/guide",
  isLoggedIn: false,
  roles: [],
  text: { unavailable: "Unavailable", retry: "Try again" },
  first: false,
};
const labels: CarouselLabels = {
  carousel: "carousel",
  slide: "slide",
  controls: "Carousel controls",
  pause: "Pause",
  play: "Play",
  previous: "Previous slide",
  next: "Next slide",
  positions: ["1 of 3", "2 of 3", "3 of 3"],
  goTo: ["Show slide 1 of 3", "Show slide 2 of 3", "Show slide 3 of 3"],
};
const slides = ["Soybeans", "Corn", "Wheat"].map((title) => ({ title, text: `${title} text`, tab: title }));

describe("carousels without JavaScript (decision 0033)", () => {
  it("the carousel is a focusable scroll-snap strip of every slide, with links that scroll to each, and no buttons", () => {
    const html = renderToString(
      <CarouselBlock
        block={{ kind: "carousel", title: "News", slides }}
        context={context}
        loaded={{ ok: true, data: labels }}
      />,
    );
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(3);
    expect(html).toMatch(/role="region"[^>]*tabindex="0"|tabindex="0"[^>]*role="region"/);
    const anchors = [...html.matchAll(/<a [^>]*href="#([^"]+)"[^>]*aria-label="(Show slide \d of 3)"/g)];
    expect(anchors.map((match) => match[2])).toEqual(labels.goTo);
    for (const [, id] of anchors) expect(html).toContain(`id="${id}"`);
    expect(html).not.toContain("<button");
    expect(html).not.toMatch(/aria-hidden="true"[^>]*aria-roledescription="slide"/);
  });

  it("without its labels the carousel still shows every slide", () => {
    const html = renderToString(
      <CarouselBlock block={{ kind: "carousel", title: "News", slides }} context={context} loaded={{ ok: false }} />,
    );
    expect(html).toContain("Wheat text");
    expect(html).not.toContain('href="#');
  });

  it("the tab carousel's tabs are links to their slides, all slides shown", () => {
    const html = renderToString(
      <TabCarouselBlock
        block={{ kind: "tab-carousel", title: "Steps", slides }}
        context={context}
        loaded={{ ok: true, data: labels }}
      />,
    );
    const links = [...html.matchAll(/<a [^>]*href="#([^"]+-panel-\d)"[^>]*>(\w+)/g)];
    expect(links.map((match) => match[2])).toEqual(["Soybeans", "Corn", "Wheat"]);
    for (const [, id] of links) expect(html).toContain(`id="${id}"`);
    expect(html).not.toMatch(/ hidden=""/);
    expect(html).not.toContain('role="tab"');
  });
});
