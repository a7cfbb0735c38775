import { describe, expect, it } from "vitest";

import { foreignTo, wordLists } from "./locale-words";
import { NAMES } from "./proper-names";
import { foreignWords, namePatterns, visibleText, wordsOf } from "./visible-text";

const page = (lang: string, body: string, title = "Surco") =>
  `<!DOCTYPE html><html lang="${lang}"><head><title>${title}</title><script>var the = 1</script></head><body>${body}</body></html>`;

describe("the text a page shows", () => {
  it("reads the title and the body's text, what stands in for text, and never scripts, styles, templates or hidden parts", () => {
    const html = page(
      "es-US",
      `<h1>Encuentra un distribuidor</h1>
       <img alt="Mapa de la zona" src="/m.png"><button aria-label="Cerrar el aviso">×</button>
       <input placeholder="Código postal"><input type="submit" value="Buscar"><input type="hidden" value="the hidden">
       <script>const with_ = "with";</script><style>.with{}</style><template><p>Load more</p></template>
       <p hidden>Only for the dialog</p><noscript><p>Sin JavaScript</p></noscript>`,
      "Distribuidores",
    );
    expect(visibleText(html).map((run) => run.text)).toEqual([
      "Distribuidores",
      "Encuentra un distribuidor",
      "Mapa de la zona",
      "Cerrar el aviso",
      "×",
      "Código postal",
      "Buscar",
      "Sin JavaScript",
    ]);
  });

  it("reads a text cut per screen as one text, its pieces joined", () => {
    const html = page(
      "es-AR",
      `<a href="/v"><span data-cut-text=""><span>Siembra de maíz, fecha y ele</span><span>cción</span></span></a>`,
    );
    expect(
      visibleText(html)
        .slice(1)
        .map((run) => run.text),
    ).toEqual(["Siembra de maíz, fecha y elección"]);
  });

  it("puts each text in the language of its nearest lang", () => {
    const html = page("en-US", `<p>Change language</p><a href="/es-us" lang="es-US"><span>Español</span></a>`);
    expect(visibleText(html).slice(1)).toEqual([
      { lang: "en-us", text: "Change language" },
      { lang: "es-us", text: "Español" },
    ]);
  });

  it("reads only inside the elements asked for, when asked", () => {
    const html = page("pt-BR", `<p>Fora</p><section data-x="1"><h2>Dentro</h2><p>Também</p></section><p>Depois</p>`);
    expect(visibleText(html, (attribute) => attribute("data-x") === "1").map((run) => run.text)).toEqual([
      "Dentro",
      "Também",
    ]);
  });
});

describe("the words of a text", () => {
  it("are its letters in lower case, without addresses, codes, initials or a cut word's piece", () => {
    expect(wordsOf("Escribe a ventas@surco.example o visita https://surco.example/ayuda y www.agro.com.br")).toEqual([
      "escribe",
      "a",
      "o",
      "visita",
      "y",
    ]);
    expect(wordsOf("EN · IA · NA · Siembra de maíz tardío: densidad y ele…")).toEqual([
      "siembra",
      "de",
      "maíz",
      "tardío",
      "densidad",
      "y",
    ]);
  });

  it("leave out the names of the reviewed list, as written: a dealer's name, not the word", () => {
    const names = namePatterns(NAMES);
    expect(wordsOf("Harvest Seed Co. Ames vende seed", names)).toEqual(["harvest", "ames", "vende", "seed"]);
    expect(wordsOf("La Niña llega; la siembra espera", names)).toEqual(["llega", "la", "siembra", "espera"]);
  });
});

describe("words of another language", () => {
  const check = (lang: string, body: string) =>
    foreignWords(visibleText(page(lang, body)), foreignTo, namePatterns(NAMES)).map((found) => found.word);

  it("finds English on a Spanish page, Spanish on a Portuguese one and Portuguese on an English one", () => {
    expect(check("es-US", "<p>Seed dealer with in-season agronomy support</p><p>Mon–Fri 7 am–6 pm</p>")).toEqual([
      "seed",
      "dealer",
      "with",
      "in",
      "support",
      "mon",
      "fri",
      "am",
      "pm",
    ]);
    expect(check("pt-BR", "<p>Tus impulsos valen 3 años</p>")).toEqual(["tus", "años"]);
    expect(check("en-US", "<p>Você tem pontos</p>")).toEqual(["você", "tem", "pontos"]);
  });

  it("passes a page in its own language, names and other languages' links included", () => {
    expect(
      check(
        "es-US",
        `<p>Distribuidor de semillas con asesoría agronómica durante la temporada</p>
         <p>Harvest Seed Co. Ames · Cultivos: Maíz, Soya</p><a lang="en-US" href="/en-us">English (US)</a>`,
      ),
    ).toEqual([]);
    expect(
      check("pt-BR", "<p>Quando o fungicida for necessário, some o dobro: a lavoura fecha em 3 de out.</p>"),
    ).toEqual([]);
  });
});

describe("the word lists", () => {
  it("hold lower-case words, none of them in two lists", () => {
    const all = Object.values(wordLists).flatMap((list) => [...list]);
    expect(all.length).toBeGreaterThan(300);
    expect(all.filter((word) => word !== word.toLowerCase() || !/^\p{L}+$/u.test(word))).toEqual([]);
    expect(all.filter((word, i) => all.indexOf(word) !== i)).toEqual([]);
  });
});
