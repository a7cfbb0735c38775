import { type DefaultTreeAdapterMap, parse } from "parse5";

/**
 * The words a page shows a grower, read from the HTML the server sends (issue 27: every page's visible text is in
 * its locale). The text of the body and the page's title, plus what is read or shown in place of text (alt, title,
 * aria-label, placeholder, a button's value); never scripts, styles, templates or what `hidden` removes. Each piece
 * of text is in the language of its nearest `lang`: a link to the Spanish site may say "Español" on an English page.
 */
export interface TextRun {
  /** The BCP 47 tag of the nearest `lang` (the `<html lang>` unless an element says otherwise), lower case. */
  lang: string;
  text: string;
}

type Node = DefaultTreeAdapterMap["childNode"] | DefaultTreeAdapterMap["document"];
type Element = DefaultTreeAdapterMap["element"];

/** Never shown: a template's content is not even among its children. */
const SKIPPED = new Set(["script", "style", "template"]);
const SPOKEN_ATTRIBUTES = ["alt", "title", "aria-label", "placeholder"];

const attribute = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value ?? null;
const isElement = (node: Node): node is Element => "tagName" in node;
const textOf = (node: Node): string =>
  node.nodeName === "#text" && "value" in node
    ? node.value
    : "childNodes" in node
      ? node.childNodes.map((child) => textOf(child)).join("")
      : "";

/**
 * The page's text runs, in document order. `within`: only the text inside the elements it picks (by their
 * attributes), and then not the title.
 */
export function visibleText(
  html: string,
  within?: (attributeOf: (name: string) => string | null) => boolean,
): TextRun[] {
  const runs: TextRun[] = [];
  let depthInside = within ? 0 : 1;
  const push = (lang: string, text: string | null) => {
    const trimmed = (text ?? "").replace(/\s+/g, " ").trim();
    if (trimmed && depthInside > 0) runs.push({ lang, text: trimmed });
  };
  const walk = (node: Node, lang: string) => {
    let own = lang;
    let entered = false;
    if (isElement(node)) {
      if (SKIPPED.has(node.tagName) || attribute(node, "hidden") !== null) return;
      if (within?.((name) => attribute(node, name))) {
        depthInside += 1;
        entered = true;
      }
      own = attribute(node, "lang")?.toLowerCase() || lang;
      for (const name of SPOKEN_ATTRIBUTES) push(own, attribute(node, name));
      // A text cut per screen comes in pieces (~/ui/cut-text): it is one text, its cuts fall inside words.
      if (attribute(node, "data-cut-text") !== null) {
        push(own, textOf(node));
        if (entered) depthInside -= 1;
        return;
      }
      if (node.tagName === "input" && /^(submit|button|reset)$/i.test(attribute(node, "type") ?? ""))
        push(own, attribute(node, "value"));
    } else if (node.nodeName === "#text" && "value" in node) {
      push(lang, node.value);
      return;
    }
    if ("childNodes" in node) for (const child of node.childNodes) walk(child, own);
    if (entered) depthInside -= 1;
  };
  // <head> holds only the title as text a grower sees (in the tab); its metadata is not read here. Parsed as a
  // browser without scripts parses it: a <noscript>'s content is then elements and text a grower reads.
  const document = parse(html, { scriptingEnabled: false });
  const root = document.childNodes.find(isElement);
  const pageLang = root ? (attribute(root, "lang") ?? "").toLowerCase() : "";
  for (const part of root?.childNodes ?? []) {
    if (!isElement(part)) continue;
    if (part.tagName !== "head") walk(part, pageLang);
    else if (!within) {
      const title = part.childNodes.find((child) => isElement(child) && child.tagName === "title");
      if (title) walk(title, pageLang);
    }
  }
  return runs;
}

/** Addresses, e-mail addresses and host names: their "com", "br" or "www" are not words of any language. */
const NOT_WORDS = [
  /\b[\w.+-]+@[\w-]+(\.[\w-]+)+/g,
  /\bhttps?:\/\/\S+/gi,
  /\b[\w-]+(\.[\w-]+)*\.(com|br|ar|org|net|example)\b\S*/gi,
];

/**
 * The text's words, lower case, with each name of `names` (brands, products, places) taken out first. Not words:
 * codes and initials (up to three capitals: "EN", "IA", the "NA" of Northstar Agronomy's avatar) and the piece of a
 * word a cut title ends with ("…y ele…").
 */
export function wordsOf(text: string, names: readonly RegExp[] = []): string[] {
  let rest = text;
  for (const pattern of [...NOT_WORDS, ...names]) rest = rest.replace(pattern, " ");
  return [...rest.matchAll(/\p{L}+(?!\p{L}*(…|\.\.\.))/gu)]
    .map(([word]) => word)
    .filter((word) => !/^\p{Lu}{1,3}$/u.test(word))
    .map((word) => word.toLowerCase());
}

/** A list of names as patterns that take each one out of a text: whole words only, written as the list writes them. */
export function namePatterns(names: readonly string[]): RegExp[] {
  const escape = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return names.map((name) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(name)}(?![\\p{L}\\p{N}])`, "gu"));
}

export interface ForeignWord {
  word: string;
  /** The run it was found in, cut to 120 characters around the word. */
  context: string;
}

/**
 * The words of `runs` in `lang` that `foreignTo(lang)` says belong to another language, each with where it was seen.
 * Runs in another language (their own `lang`) are checked against that language.
 */
export function foreignWords(
  runs: readonly TextRun[],
  foreignTo: (lang: string) => ReadonlySet<string>,
  names: readonly RegExp[],
): ForeignWord[] {
  const found: ForeignWord[] = [];
  for (const run of runs) {
    const foreign = foreignTo(run.lang);
    for (const word of wordsOf(run.text, names)) {
      if (!foreign.has(word)) continue;
      const at = Math.max(0, run.text.toLowerCase().indexOf(word) - 50);
      found.push({ word, context: run.text.slice(at, at + 120) });
    }
  }
  return found;
}
