import type { AlertText } from "./alert-text.server";

/** The words around an alert in its e-mail, in the grower's locale. */
export interface EmailWords {
  lang: string;
  why: string;
  unsubscribe: string;
  settings: string;
}

/**
 * An alert's e-mail as HTML (issue 30): the same title, text and link as the inbox, then why it came and the two
 * ways out. Plain markup with inline-free defaults: mail programs strip styles and scripts alike.
 */
export function AlertEmail({
  text,
  words,
  actionUrl,
  unsubscribeUrl,
  settingsUrl,
}: {
  text: AlertText;
  words: EmailWords;
  actionUrl: string;
  unsubscribeUrl: string;
  settingsUrl: string;
}) {
  return (
    <html lang={words.lang}>
      <head>
        <meta charSet="utf-8" />
        <title>{text.title}</title>
      </head>
      <body>
        <h1>{text.title}</h1>
        <p>{text.body}</p>
        <p>
          <a href={actionUrl}>{text.action}</a>
        </p>
        <hr />
        <p>{words.why}</p>
        <p>
          <a href={unsubscribeUrl}>{words.unsubscribe}</a> · <a href={settingsUrl}>{words.settings}</a>
        </p>
      </body>
    </html>
  );
}
