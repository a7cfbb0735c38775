/**
 * React streams what it renders after the shell (Remix's single-fetch data scripts, in their Suspense markers) after
 * the document's `</html>`. Browsers take it into the body all the same, but it is not valid HTML, and a checker stops
 * reading there (issue 27). The page is rendered whole before it is sent, so whatever follows `</body></html>` moves
 * to just before `</body>`: the same elements in the same order, in a valid document.
 */
export function endInsideBody(html: string): string {
  const end = html.lastIndexOf("</body></html>");
  if (end < 0) return html;
  const after = html.slice(end + "</body></html>".length);
  if (!after) return html;
  return `${html.slice(0, end)}${after}</body></html>`;
}
