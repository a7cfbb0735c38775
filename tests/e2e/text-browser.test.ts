import { describe, expect, it } from "vitest";

import { gluedValues, repeatedText, textBrowserLines } from "./text-browser";

const page = (body: string) =>
  `<!DOCTYPE html><html lang="es-AR"><head><title>Surco</title></head><body>${body}</body></html>`;
const read = (body: string) => textBrowserLines(page(body));

describe("a page as a text browser reads it", () => {
  it("reads every text in order without CSS, blocks and cells on lines of their own, never scripts or hidden parts", () => {
    const lines = read(
      `<h1>Cotizaciones</h1><ul><li><span>Soja</span> <span>312.450</span></li></ul>
       <table><tr><td>Lote</td><td>900</td></tr></table><p hidden>Oculto</p><script>var x = "no"</script>
       <p class="only-on-phones">Sólo en teléfonos</p>`,
    );
    expect(lines.map((line) => line.text)).toEqual([
      "Cotizaciones",
      "Soja 312.450",
      "Lote",
      "900",
      "Sólo en teléfonos",
    ]);
  });

  it("finds values glued by inline markup, not words split by a highlight or a text cut in pieces", () => {
    expect(gluedValues(read("<p><span>Soja</span><span>312.450</span></p>"))).toEqual(["Soja⟦⟧312.450"]);
    expect(gluedValues(read("<p><span>28/11/2026</span><span>06:00</span></p>"))).toEqual(["28/11/2026⟦⟧06:00"]);
    expect(gluedValues(read("<p><span>Soja</span> <span>312.450</span> · <b>hoy</b></p>"))).toEqual([]);
    expect(
      gluedValues(
        read("<p><mark>Soj</mark>a</p><p><span data-cut-text><span>Nota 123</span><span>456</span></span></p>"),
      ),
    ).toEqual([]);
    // Two links side by side, each its own line's end, are glued too.
    expect(gluedValues(read('<p><a href="/a">Llamar</a><a href="/b">WhatsApp</a></p>'))).toEqual(["Llamar⟦⟧WhatsApp"]);
  });

  it("finds a text printed again right after itself, or a cut of it followed by a longer one", () => {
    const twice = read("<p><span>Muestreo de suelo</span><span>Muestreo de suelo</span></p>");
    expect(repeatedText(twice)).toEqual(["Muestreo de suelo ⟦then⟧ Muestreo de suelo"]);
    const cuts = read("<p><span>Puntos por vencer el…</span><span>Puntos por vencer el 28/11/2026</span></p>");
    expect(repeatedText(cuts)).toEqual(["Puntos por vencer el… ⟦then⟧ Puntos por vencer el 28/11/2026"]);
    const pairs = read("<li><b>Tratamiento</b><i>Curasemillas</i><b>Tratamiento</b><i>Curasemillas</i></li>");
    expect(repeatedText(pairs)).toEqual(["Tratamiento | Curasemillas ⟦twice⟧"]);
  });

  it("lets a heading be followed by a text that starts with it, and short words repeat", () => {
    expect(repeatedText(read("<p>Mercado</p><h3>Mercado de granos: la semana</h3><p>Sí</p><p>Sí</p>"))).toEqual([]);
    // The pieces of a text cut per screen are one text.
    expect(repeatedText(read("<p><span data-cut-text><span>Siembra</span><span> de maíz</span></span></p>"))).toEqual(
      [],
    );
  });
});
