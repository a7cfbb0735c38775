import type { AddressInfo } from "node:net";

import express from "express";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

import { escapeHtml } from "./oidc-pages";
import type { Upstream, UpstreamFactory } from "./types";

/**
 * The mail server alerts are sent through (issue 30): a real SMTP server (smtp-server) on loopback that keeps every
 * message it accepts, and shows them:
 *
 *   GET /mailbox                the sandbox's mailbox page: every message, newest first (?to= one address's)
 *   GET /mailbox/{id}           one message: its headers that matter, its text part, its HTML part in a sandboxed frame
 *
 * Admin (/_sandbox/mail): GET /messages?to= as JSON; POST /refusals { to, code, times } makes the server refuse the
 * messages to that address with that SMTP reply code (451: try later, 550: never), `times` times; DELETE /refusals.
 * Messages are kept by their Message-ID: the same message sent twice is one message here, as a mail client shows it.
 */
interface KeptMessage {
  id: string;
  messageId: string;
  receivedAt: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  listUnsubscribe: string | null;
  listUnsubscribePost: string | null;
  /** How many times it was delivered (more than 1: a duplicate the portal should never send). */
  deliveries: number;
}

interface Refusal {
  to: string;
  code: number;
  remaining: number;
}

/** A header as it was written (mailparser reads List-* headers into objects; the mailbox shows the raw line). */
function rawHeader(lines: readonly { key: string; line: string }[], name: string): string | null {
  const line = lines.find((each) => each.key === name)?.line;
  return line ? line.slice(line.indexOf(":") + 1).trim() : null;
}

export const createMailUpstream: UpstreamFactory = async ({ store }): Promise<Upstream> => {
  const messages = store.collection<KeptMessage>("mail:messages");
  const refusals: Refusal[] = [];

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    banner: "Surco sandbox mail",
    size: 1024 * 1024,
    onRcptTo(address, _session, callback) {
      const rule = refusals.find((refusal) => refusal.to === address.address.toLowerCase() && refusal.remaining > 0);
      if (!rule) return callback();
      rule.remaining -= 1;
      const error = Object.assign(new Error(rule.code >= 500 ? "Mailbox unavailable" : "Try again later"), {
        responseCode: rule.code,
      });
      callback(error);
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const messageId = parsed.messageId ?? `${Date.now()}-${Math.random()}`;
          const id = Buffer.from(messageId).toString("base64url").slice(0, 64);
          const earlier = messages.get(id);
          messages.set(id, {
            id,
            messageId,
            receivedAt: earlier?.receivedAt ?? new Date().toISOString(),
            from: parsed.from?.text ?? "",
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: typeof parsed.html === "string" ? parsed.html : "",
            listUnsubscribe: rawHeader(parsed.headerLines, "list-unsubscribe"),
            listUnsubscribePost: rawHeader(parsed.headerLines, "list-unsubscribe-post"),
            deliveries: (earlier?.deliveries ?? 0) + 1,
          });
          callback();
        })
        .catch((error: unknown) => callback(error as Error));
    },
  });
  // The mail server's own errors (a client gone mid-message) are the client's problem, not the sandbox's.
  server.on("error", () => {});
  const port = await new Promise<number>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.server.address() as AddressInfo).port)),
  );

  const listed = (to: unknown) =>
    messages
      .values()
      .filter((message) => typeof to !== "string" || message.to.includes(to.toLowerCase()))
      .sort((a, b) => b.receivedAt.localeCompare(a.receivedAt));

  const handler = express.Router();
  handler.get("/", (req, res) => {
    const rows = listed(req.query.to)
      .map(
        (message) =>
          `<tr><td>${escapeHtml(message.receivedAt)}</td><td>${escapeHtml(message.to.join(", "))}</td>` +
          `<td><a href="/mailbox/${message.id}">${escapeHtml(message.subject)}</a></td><td>${message.deliveries}</td></tr>`,
      )
      .join("");
    res.type("html").send(
      page(
        "Mailbox",
        `<h1>Mailbox</h1><p>Every message the sandbox's mail server accepted.</p>
<table><thead><tr><th>Received</th><th>To</th><th>Subject</th><th>Deliveries</th></tr></thead><tbody>${rows}</tbody></table>`,
      ),
    );
  });
  handler.get("/:id", (req, res) => {
    const message = messages.get(req.params.id);
    if (!message) return res.status(404).type("html").send(page("Not found", "<h1>No such message</h1>"));
    const facts = [
      ["From", message.from],
      ["To", message.to.join(", ")],
      ["List-Unsubscribe", message.listUnsubscribe ?? "–"],
      ["List-Unsubscribe-Post", message.listUnsubscribePost ?? "–"],
    ]
      .map(([name, value]) => `<dt>${name}</dt><dd>${escapeHtml(value)}</dd>`)
      .join("");
    res.type("html").send(
      page(
        message.subject,
        `<p><a href="/mailbox">Mailbox</a></p><h1>${escapeHtml(message.subject)}</h1><dl>${facts}</dl>
<h2>Text</h2><pre>${escapeHtml(message.text)}</pre>
<h2>HTML</h2><iframe sandbox title="HTML part" srcdoc="${escapeHtml(message.html)}"></iframe>`,
      ),
    );
  });

  const admin = express.Router();
  admin.use(express.json());
  admin.get("/messages", (req, res) => res.json({ messages: listed(req.query.to) }));
  admin.post("/refusals", (req, res) => {
    const { to, code, times } = req.body as { to?: unknown; code?: unknown; times?: unknown };
    if (typeof to !== "string" || (code !== 451 && code !== 550)) return res.status(400).json({ message: "to, code" });
    refusals.push({ to: to.toLowerCase(), code, remaining: typeof times === "number" ? times : Infinity });
    res.status(204).end();
  });
  admin.delete("/refusals", (_req, res) => {
    refusals.length = 0;
    res.status(204).end();
  });

  return {
    name: "mail",
    mountPath: "/mailbox",
    handler,
    admin,
    env: { SMTP_URL: `smtp://127.0.0.1:${port}` },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Surco sandbox</title></head><body><main>${body}</main></body></html>`;
}
