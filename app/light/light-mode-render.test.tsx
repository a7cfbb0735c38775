import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom/server";
import { beforeAll, describe, expect, it } from "vitest";

import type { ComposedPage } from "~/content/block-props";
import { loadBlockKinds } from "~/content/registry";
import { RenderBlocks } from "~/content/render-blocks";
import { ImageLinksProvider } from "~/ui/image/image-links";
import { ResponsiveImage } from "~/ui/image/responsive-image";
import { SiteFooter } from "~/ui/site-footer/site-footer";
import { layoutData } from "~/ui/test-support/layout-data";

import { lightSwitchHref } from "./light-switch";
import { LightModeProvider } from "./use-light-mode";

const soy = { src: "/media/soy-rows", alt: "Soy rows", width: 1920, height: 1080 };
const inLight = (node: ReactNode) =>
  renderToString(
    <LightModeProvider value>
      <ImageLinksProvider value={{ label: "View image" }}>{node}</ImageLinksProvider>
    </LightModeProvider>,
  );

describe("pictures in light mode (issue 16)", () => {
  it("keeps the page's largest paint (the priority picture) a picture", () => {
    const html = inLight(<ResponsiveImage image={soy} sizes="100vw" priority />);
    expect(html).toContain("<picture>");
    expect(html).toContain('fetchpriority="high"');
  });

  it("turns a picture below the fold into a text link to its file, named after the picture", () => {
    const html = inLight(<ResponsiveImage image={soy} sizes="100vw" />);
    expect(html).not.toMatch(/<picture|<img|<source/);
    expect(html).toMatch(
      /^<a href="\/media\/soy-rows-\d+\.[0-9a-f]+\.jpg" aria-label="View image: Soy rows">View image<\/a>$/,
    );
  });

  it("leaves a decorative picture (empty alt) out altogether", () => {
    expect(inLight(<ResponsiveImage image={{ ...soy, alt: "" }} sizes="100vw" />)).toBe("");
  });

  it("renders every picture as before outside light mode", () => {
    expect(renderToString(<ResponsiveImage image={soy} sizes="100vw" />)).toContain('loading="lazy"');
  });
});

describe("a composed page in light mode", () => {
  const page: Omit<ComposedPage, "lead"> = {
    blocks: [{ key: "callout", block: { kind: "callout", tone: "info", title: "Note", text: "Text" } }],
    context: {
      locale: "en-US",
      path: "/en-us",
      isLoggedIn: false,
      roles: [],
      text: { unavailable: "Unavailable", retry: "Try again" },
    },
    assets: { styles: ["/assets/callout.css"], modules: ["/assets/weather.js"] },
  };
  beforeAll(() => loadBlockKinds(["callout"]));

  it("links its blocks' styles but preloads none of their code (nothing would run it)", () => {
    const light = inLight(<RenderBlocks {...page} />);
    expect(light).toContain('href="/assets/callout.css"');
    expect(light).not.toContain("modulepreload");
    expect(renderToString(<RenderBlocks {...page} />)).toContain('rel="modulepreload" href="/assets/weather.js"');
  });
});

describe("the footer's light switch", () => {
  it("asks for the choice and comes back to the page, query included", () => {
    expect(lightSwitchHref(true, "/pt-br/onde-comprar?q=Rio Verde")).toBe(
      "/api/light?on=1&returnTo=%2Fpt-br%2Fonde-comprar%3Fq%3DRio+Verde",
    );
    expect(lightSwitchHref(false, "/es-ar")).toBe("/api/light?on=0&returnTo=%2Fes-ar");
  });

  it("sits in every footer, on the rights line, with the footer's link style", () => {
    const html = renderToString(
      <StaticRouter location="/en-us">
        <SiteFooter
          data={layoutData("en-US")}
          lightSwitch={(className) => (
            <a href={lightSwitchHref(true, "/en-us")} className={className}>
              Light version
            </a>
          )}
        />
      </StaticRouter>,
    );
    const rights = html.indexOf("All rights reserved");
    expect(rights).toBeGreaterThan(-1);
    expect(html.indexOf('href="/api/light?on=1&amp;returnTo=%2Fen-us"')).toBeGreaterThan(rights);
  });
});
