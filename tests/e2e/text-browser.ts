import { type DefaultTreeAdapterMap, parse } from "parse5";

/**
 * A page as a text browser (lynx, w3m) reads it (issue 27): every text of the body in document order, with no CSS, so
 * whatever a stylesheet hides for one screen is read as well. Block elements, table cells and controls start a new
 * piece; text in inline elements runs on into the text beside it exactly as the markup puts it. Scripts, styles,
 * templates and what `hidden` removes are not read (text browsers leave them out too).
 */
type Node = DefaultTreeAdapterMap["childNode"] | DefaultTreeAdapterMap["document"];
type Element = DefaultTreeAdapterMap["element"];

const SKIPPED = new Set(["script", "style", "template", "head"]);
/** Elements a text browser sets apart from the text around them: lines, list items, cells, controls. */
const SEPARATE = new Set([
  "address",
  "article",
  "aside",
  "blockquote",
  "br",
  "button",
  "caption",
  "dd",
  "details",
  "dialog",
  "div",
  "dl",
  "dt",
  "fieldset",
  "figcaption",
  "figure",
  "footer",
  "form",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "header",
  "hr",
  "img",
  "input",
  "legend",
  "li",
  "main",
  "nav",
  "ol",
  "option",
  "p",
  "pre",
  "section",
  "select",
  "summary",
  // An inline SVG's texts are each placed on their own (a map's numbered markers).
  "svg",
  "table",
  "td",
  "text",
  // An SVG shape's title (its tooltip) is its own text, as its <text> labels are.
  "title",
  "textarea",
  "th",
  "tr",
  "ul",
]);
/** Highlighting inside a word (a search hit's `<mark>soj</mark>a`) is no seam between two values. */
const WITHIN_WORDS = new Set(["mark"]);
/** An element whose pieces are one text (a text cut per screen, ~/ui/cut-text): its inner boundaries are no seams. */
const ONE_TEXT = "data-cut-text";

const isElement = (node: Node): node is Element => "tagName" in node;
const isHidden = (element: Element) => element.attrs.some((a) => a.name === "hidden");

/**
 * The lines of the page: each the text between two separations, with the seams where one element's text meets the
 * next one's (`seams`: offsets into `text`) so that two values glued together can be told from one word.
 */
export interface TextLine {
  text: string;
  seams: number[];
  /** The text pieces of the line as the markup splits them (one per text node). */
  pieces: string[];
}

export function textBrowserLines(html: string): TextLine[] {
  const lines: TextLine[] = [];
  let current: TextLine = { text: "", seams: [], pieces: [] };
  // A seam is owed when an element boundary (other than a highlight) lies between the last text and the next.
  let seamOwed = false;
  let joinNext = false;
  const close = () => {
    const text = current.text.replace(/\s+$/, "");
    if (text.trim()) lines.push({ ...current, text });
    current = { text: "", seams: [], pieces: [] };
    seamOwed = false;
    joinNext = false;
  };
  const add = (raw: string, oneText: boolean) => {
    let text = raw.replace(/\s+/g, " ");
    if (!current.text) text = text.replace(/^ /, "");
    else if (current.text.endsWith(" ")) text = text.replace(/^ /, "");
    if (!text) return;
    if (seamOwed && current.text) current.seams.push(current.text.length);
    seamOwed = false;
    current.text += text;
    if (!text.trim()) return;
    // The pieces of one text are one piece.
    if (oneText && joinNext) current.pieces.push(`${current.pieces.pop()}${text}`.trim());
    else current.pieces.push(text.trim());
    joinNext = oneText;
  };
  const walk = (node: Node, oneText = false) => {
    if (isElement(node)) {
      if (SKIPPED.has(node.tagName) || isHidden(node)) return;
      const separate = SEPARATE.has(node.tagName);
      const seam = !separate && !WITHIN_WORDS.has(node.tagName) && !oneText;
      const starts = !oneText && node.attrs.some((a) => a.name === ONE_TEXT);
      if (separate) close();
      if (seam) seamOwed = true;
      if (starts) joinNext = false;
      for (const child of node.childNodes) walk(child, oneText || starts);
      if (starts) joinNext = false;
      if (separate) close();
      if (seam) seamOwed = true;
      return;
    }
    if (node.nodeName === "#text" && "value" in node) add(node.value, oneText);
    else if ("childNodes" in node) for (const child of node.childNodes) walk(child);
  };
  walk(parse(html, { scriptingEnabled: false }));
  close();
  return lines;
}

const WORD_END = /[\p{L}\p{N}%)\]…]$/u;
const WORD_START = /^[\p{L}\p{N}(]/u;

/** Two values a text browser prints with nothing between them ("Soja312.450", "28/11/202606:00"), each in context. */
export function gluedValues(lines: readonly TextLine[]): string[] {
  const found: string[] = [];
  for (const line of lines)
    for (const at of line.seams) {
      const before = line.text.slice(0, at);
      const after = line.text.slice(at);
      if (WORD_END.test(before) && WORD_START.test(after))
        found.push(`${before.slice(-40)}⟦⟧${after.slice(0, 40)}`.replace(/\s+/g, " "));
    }
  return found;
}

const MIN_REPEATED = 6;
const withoutEllipsis = (text: string) => text.replace(/(…|\.\.\.)$/, "").trimEnd();

/**
 * Text printed again right after itself: the same piece (or run of up to four pieces) twice in a row, or a cut text
 * followed by a longer cut of it ("Puntos por vencer el…Puntos por vencer el 28/11/2026"): one rendering per layout
 * hidden by CSS for the others. Pieces shorter than six characters ("1", "Sí") may well repeat.
 */
export function repeatedText(lines: readonly TextLine[]): string[] {
  const pieces = lines.flatMap((line) => line.pieces);
  const found = new Set<string>();
  for (let i = 0; i + 1 < pieces.length; i += 1) {
    const piece = pieces[i]!;
    const cut = withoutEllipsis(piece);
    const again = cut === piece ? pieces[i + 1] === piece : pieces[i + 1]!.startsWith(cut);
    if (again && cut.length >= MIN_REPEATED && /\p{L}/u.test(cut)) found.add(`${piece} ⟦then⟧ ${pieces[i + 1]}`);
    for (let k = 2; k <= 4 && i + 2 * k <= pieces.length; k += 1) {
      const first = pieces.slice(i, i + k);
      const second = pieces.slice(i + k, i + 2 * k);
      if (first.join("").length >= MIN_REPEATED && first.every((piece, j) => piece === second[j]))
        found.add(`${first.join(" | ")} ⟦twice⟧`);
    }
  }
  return [...found];
}
