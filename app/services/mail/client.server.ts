import { createTransport, type Transporter } from "nodemailer";

import { env } from "~/env.server";

import { UpstreamError } from "../errors";
import { log } from "../log.server";

/**
 * E-mail through SMTP (issue 30) with nodemailer: one transport per process, a connection per message.
 * The outbox is the only retry: a server's 4xx reply (try later), a refused connection or a timeout is a failure
 * the outbox tries again; a 5xx reply (no such mailbox, refused for good) is a refusal it does not repeat.
 */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The message's own id, from its delivery key: the same message sent again is recognisably the same. */
  messageId: string;
  headers: Record<string, string>;
}

let transport: Transporter | null = null;

/**
 * Every wait bounded well inside the outbox's 60-s hold of a delivery (nodemailer's own defaults wait up to two
 * minutes to connect), so no second worker takes a message this one is still sending.
 */
const SMTP_TIMEOUT_MS = 10_000;

function mailer(url: string): Transporter {
  // nodemailer reads a connection address's query as its options.
  const bounded = new URL(url);
  for (const option of ["connectionTimeout", "greetingTimeout", "socketTimeout"])
    bounded.searchParams.set(option, String(SMTP_TIMEOUT_MS));
  transport ??= createTransport(bounded.toString(), { from: env.MAIL_FROM });
  return transport;
}

export function mailConfigured(): boolean {
  return Boolean(env.SMTP_URL);
}

export async function sendMail(message: MailMessage): Promise<void> {
  if (!env.SMTP_URL) throw new UpstreamError("mail", "network", "no SMTP server is configured");
  try {
    await mailer(env.SMTP_URL).sendMail(message);
  } catch (error) {
    const code = (error as { responseCode?: unknown }).responseCode;
    const reply = error instanceof Error ? error.message : String(error);
    log("warn", "SMTP refused a message", { responseCode: typeof code === "number" ? code : null });
    if (typeof code === "number" && code >= 500)
      // A permanent refusal: kept as a 4xx so the outbox marks it failed at once (outbox-rules isPermanentFailure).
      throw new UpstreamError("mail", "status", `SMTP ${code}`, 400, reply.slice(0, 200));
    throw new UpstreamError("mail", typeof code === "number" ? "status" : "network", `SMTP ${code ?? reply}`, 503);
  }
}
