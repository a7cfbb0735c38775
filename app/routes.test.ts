import { describe, expect, it } from "vitest";

import routes from "./routes";

type Node = { id?: string; path?: string; index?: boolean; file: string; children?: Node[] };

function flatten(nodes: Node[], prefix = ""): { id?: string; path: string; file: string }[] {
  return nodes.flatMap((node) => {
    const path = node.index ? prefix || "/" : `${prefix}/${node.path ?? ""}`.replace(/\/+/g, "/");
    return [{ id: node.id, path, file: node.file }, ...flatten(node.children ?? [], path)];
  });
}

describe("per-locale route trees from the country configs", () => {
  const all = flatten(routes as Node[]);
  const paths = all.map((r) => r.path);

  it("mounts each locale's sections under its localized paths", () => {
    expect(paths).toEqual(
      expect.arrayContaining([
        "/es-ar",
        "/es-ar/mi-cuenta",
        "/es-ar/contacto",
        "/es-ar/sobre-surco",
        "/es-ar/privacidad",
        "/pt-br",
        "/pt-br/area-logada",
        "/pt-br/contato",
        "/en-us",
        "/en-us/my-account",
        "/en-us/contact",
        "/es-us",
        "/es-us/mi-cuenta",
        "/es-us/contacto",
      ]),
    );
  });

  it("points every locale's copy of a section at the same module", () => {
    const contact = all.filter((r) => r.id?.endsWith("/contact")).map((r) => r.file);
    expect(contact).toHaveLength(4);
    expect(new Set(contact).size).toBe(1);
  });

  it("gives each locale a sitemap and a localized 404, and every route a unique id", () => {
    for (const prefix of ["es-ar", "pt-br", "en-us", "es-us"]) {
      expect(paths).toContain(`/${prefix}/sitemap.xml`);
      expect(paths).toContain(`/${prefix}/*`);
    }
    const ids = all.map((r) => r.id).filter(Boolean);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("mounts the submission receipt under its key in every locale, one module", () => {
    expect(paths).toEqual(
      expect.arrayContaining(["/es-ar/recibo/:key", "/pt-br/recibo/:key", "/en-us/receipt/:key", "/es-us/recibo/:key"]),
    );
    const receipt = all.filter((r) => r.id?.endsWith("/receipt"));
    expect(receipt).toHaveLength(4);
    expect(new Set(receipt.map((r) => r.file))).toEqual(new Set(["routes/$locale/receipt/route.tsx"]));
  });

  it("does not mount a section under a locale that lacks it (it falls to the 404)", () => {
    expect(paths).not.toContain("/en-us/mi-cuenta");
    expect(paths).not.toContain("/pt-br/contacto");
  });
});
