import { createHash, randomUUID } from "node:crypto";

import { renderToStaticMarkup } from "react-dom/server";

import { countryOf, type Locale } from "~/countries";
import type { Alert, AlertChannel } from "~/domain/alerts/alert";
import { env } from "~/env.server";
import { href } from "~/i18n/href";
import { i18nServer } from "~/i18n/i18next.server";
import type { MailMessage } from "~/services/mail/client.server";
import type { TemplateSend } from "~/services/whatsapp/client.server";

import { AlertEmail } from "./alert-email";
import type { AlertText } from "./alert-text.server";
import { unsubscribeLinks } from "./unsubscribe-link.server";

/**
 * What an alert becomes on each channel that rings (issue 30): an e-mail with its text and HTML parts and the
 * one-click unsubscribe headers of RFC 8058, or a WhatsApp template with the same figures as parameters. Composed
 * when the alert is made and stored with its delivery, so a retry sends exactly what the first try sent.
 */
const links = unsubscribeLinks(env.SESSION_SECRET);

/** One delivery per alert and channel, ever: the outbox key (its idempotency key). */
export function deliveryKey(alertKey: string, channel: Exclude<AlertChannel, "inbox">): string {
  return `alert:${createHash("sha256").update(alertKey).digest("base64url")}:${channel}`;
}

const absolute = (path: string) => new URL(path, env.PUBLIC_URL).toString();

export async function alertEmail(
  alert: Alert,
  text: AlertText,
  recipient: { email: string; locale: Locale },
  key: string,
): Promise<MailMessage> {
  const { locale } = recipient;
  const t = await i18nServer.getFixedT(locale, "alerts");
  const token = links.issue({ grower: alert.grower, kind: alert.kind, address: recipient.email });
  const unsubscribeUrl = absolute(href(locale, "alert-unsubscribe", token)!);
  const settingsUrl = absolute(href(locale, "alert-settings")!);
  const actionUrl = absolute(text.href);
  const words = {
    lang: locale,
    why: t("email.why", { kind: text.kindName }),
    unsubscribe: t("email.unsubscribe"),
    settings: t("email.settings"),
  };
  const html = `<!doctype html>${renderToStaticMarkup(
    <AlertEmail
      text={text}
      words={words}
      actionUrl={actionUrl}
      unsubscribeUrl={unsubscribeUrl}
      settingsUrl={settingsUrl}
    />,
  )}`;
  const plain = [text.title, "", text.body, "", `${text.action}: ${actionUrl}`, "", "--", words.why];
  plain.push(`${words.unsubscribe}: ${unsubscribeUrl}`, `${words.settings}: ${settingsUrl}`);
  return {
    to: recipient.email,
    subject: text.title,
    text: plain.join("\n"),
    html,
    messageId: `<${key.replace(/[^\w.-]/g, "_")}@${new URL(env.PUBLIC_URL).hostname}>`,
    headers: {
      "List-Unsubscribe": `<${unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/** The country's template for the kind, in the locale's template language, with the alert's figures. */
export function alertWhatsApp(
  alert: Alert,
  text: AlertText,
  recipient: { phone: string; locale: Locale },
): TemplateSend {
  const { whatsApp } = countryOf(recipient.locale).alerts!;
  return {
    to: recipient.phone,
    template: whatsApp.templates[alert.kind],
    language: whatsApp.languages[recipient.locale] ?? recipient.locale.replace("-", "_"),
    // A template's parameters are numbered: an empty one keeps its place (WhatsApp refuses empty text).
    parameters: text.parameters.map((parameter) => parameter || "—"),
  };
}

/**
 * The code that confirms an alert address other than the sign-in one (sent at once, not through the outbox: it is of
 * use for minutes): the code, how long it lasts, and where to type it.
 */
export async function addressCodeEmail(
  recipient: { email: string; locale: Locale },
  code: string,
  minutes: number,
): Promise<MailMessage> {
  const t = await i18nServer.getFixedT(recipient.locale, "alerts");
  const settingsUrl = absolute(href(recipient.locale, "alert-settings")!);
  const subject = t("email.code.subject");
  const lines = [t("email.code.body", { code, minutes }), t("email.code.where"), settingsUrl];
  const html = `<!doctype html>${renderToStaticMarkup(
    <html lang={recipient.locale}>
      <head>
        <meta charSet="utf-8" />
        <title>{subject}</title>
      </head>
      <body>
        <p>{lines[0]}</p>
        <p>
          <a href={settingsUrl}>{lines[1]}</a>
        </p>
      </body>
    </html>,
  )}`;
  return {
    to: recipient.email,
    subject,
    text: lines.join("\n"),
    html,
    messageId: `<address-code.${randomUUID()}@${new URL(env.PUBLIC_URL).hostname}>`,
    headers: {},
  };
}
