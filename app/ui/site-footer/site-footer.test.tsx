// @vitest-environment jsdom
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom/server";
import { describe, expect, it } from "vitest";

import type { LayoutData } from "~/layout/layout-data";

import { layoutData } from "../test-support/layout-data";
import { SiteFooter } from "./site-footer";

function footer(data: LayoutData): Document {
  const html = renderToString(
    <StaticRouter location="/">
      <SiteFooter data={data} />
    </StaticRouter>,
  );
  return new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, "text/html");
}

describe("SiteFooter", () => {
  it("is one contentinfo with the country's link blocks under a labelled nav", () => {
    const data = layoutData("es-AR");
    const doc = footer(data);
    expect(doc.querySelectorAll("footer")).toHaveLength(1);
    const nav = doc.querySelector('footer nav[aria-label="Enlaces del sitio"]')!;
    expect([...nav.querySelectorAll("h2")].map((h) => h.textContent)).toEqual(data.footer.map((g) => g.label));
    const hrefs = [...nav.querySelectorAll("a")].map((a) => a.getAttribute("href"));
    expect(hrefs).toEqual(data.footer.flatMap((g) => g.items.map((i) => i.href)));
  });

  it("has the contact block: hours, toll-free, WhatsApp and email links", () => {
    const data = layoutData("en-US");
    const doc = footer(data);
    const contact = doc.querySelector('section[aria-labelledby="site-footer-contact"]')!;
    expect(contact.querySelector("h2")?.textContent).toBe("Talk to us");
    expect(contact.textContent).toContain("Monday to Saturday, 7 a.m. to 7 p.m.");
    expect(contact.querySelector(`a[href="${data.contact.phone.href}"]`)?.textContent).toBe(
      "Toll-free: 1-800-555-0142",
    );
    expect(contact.querySelector(`a[href="${data.contact.whatsApp.href}"]`)?.textContent).toBe(data.copy.whatsApp);
    expect(contact.querySelector(`a[href="${data.contact.email.href}"]`)?.textContent).toBe("help@surco.example");
    expect(doc.body.textContent).toContain("© Surco. All rights reserved.");
  });

  it("labels the WhatsApp line once the loader provides copy.whatsApp", () => {
    const data = layoutData("pt-BR");
    const withLabel = { ...data, copy: { ...data.copy, whatsApp: "WhatsApp: +55 (11) 95555-0142" } };
    const doc = footer(withLabel);
    expect(doc.querySelector(`a[href="${data.contact.whatsApp.href}"]`)?.textContent).toBe(
      "WhatsApp: +55 (11) 95555-0142",
    );
  });
});
