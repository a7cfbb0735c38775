import { readFileSync } from "node:fs";

import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { expectNoAxeViolations, sandbox, signedIn } from "./support";

/**
 * Alerts (issue 30), JavaScript on and off, each project with a grower of its own (their alerts and read marks are
 * theirs): the settings page's refusals beside their fields and a WhatsApp number confirmed by the code the sandbox's
 * WhatsApp received; the inbox the producer fills after sign-in, marked read from the page; a followed frost hollow
 * whose alert reaches the sandbox's mailbox, and that e-mail's unsubscribe link working without signing in.
 */
const t = JSON.parse(readFileSync("locales/pt-BR/alerts.json", "utf8"));
const common = JSON.parse(readFileSync("locales/pt-BR/common.json", "utf8"));
/** A grower per test and project: what one test saves (an address, a number) never reaches another's alerts. */
const GROWERS: Record<string, { settings: string; inbox: string; phone: string }> = {
  "js-on": { settings: "br.lider@surco.example", inbox: "br.1estrela@surco.example", phone: "+55 11 95555-0171" },
  "js-off": { settings: "br.membro@surco.example", inbox: "br.carbono@surco.example", phone: "+55 11 95555-0172" },
};
const grower = () => GROWERS[test.info().project.name] ?? GROWERS["js-on"];
const SETTINGS = "/pt-br/alertas/preferencias";
const INBOX = "/pt-br/alertas";
const box = (page: Page, kind: string, channel: string) =>
  page.getByRole("checkbox", { name: `${t.kinds[kind].name}: ${t.channels[channel]}` });

/** "HH:MM" in São Paulo, `hours` from now: quiet hours that leave now free, whenever the suite runs. */
function saoPauloClock(hours: number): string {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: "America/Sao_Paulo",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(Date.now() + hours * 3_600_000));
  return `${parts.find((p) => p.type === "hour")!.value}:${parts.find((p) => p.type === "minute")!.value}`;
}

async function latestCode(phone: string, after: number): Promise<string> {
  let code = "";
  await expect
    .poll(
      async () => {
        const digits = phone.replace(/\D/g, "");
        const answer = await fetch(`${sandbox()}/_sandbox/whatsapp/messages?to=${digits}`);
        const { messages } = (await answer.json()) as {
          messages: { at: string; template: string; parameters: string[] }[];
        };
        const fresh = messages.find((m) => m.template === "surco_confirmation_code_v1" && Date.parse(m.at) >= after);
        code = fresh?.parameters[0] ?? "";
        return code;
      },
      { timeout: 20_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/** The code of the `nth` code e-mail the sandbox's mailbox holds for this address (each run's address is new). */
async function mailedCode(address: string, nth: number): Promise<string> {
  let code = "";
  await expect
    .poll(
      async () => {
        const answer = await fetch(`${sandbox()}/_sandbox/mail/messages?to=${encodeURIComponent(address)}`);
        const { messages } = (await answer.json()) as { messages: { subject: string; text: string }[] };
        const codes = messages.filter((m) => m.subject === t.email.code.subject).reverse();
        code = /\b(\d{6})\b/.exec(codes[nth - 1]?.text ?? "")?.[1] ?? "";
        return code;
      },
      { timeout: 20_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

test("the settings page refuses beside the field, keeps what was typed, and confirms a number by its code", async ({
  page,
}) => {
  const { settings, phone } = grower();
  await signedIn(page, settings, SETTINGS);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.settings.title);
  // Inbox on, the others off until the grower opts in.
  await expect(box(page, "frost", "inbox")).toBeChecked();
  await expect(box(page, "frost", "email")).not.toBeChecked();

  await page.getByLabel(t.settings.email.label).fill("ana@campo");
  await box(page, "frost", "email").check();
  await box(page, "frost", "whatsapp").check();
  await page.getByRole("button", { name: t.settings.save }).click();
  await expect(page.getByText(t.settings.errors.email)).toBeVisible();
  await expect(page.getByLabel(t.settings.email.label)).toHaveValue("ana@campo");
  await expect(box(page, "frost", "whatsapp")).toBeChecked();
  await expectNoAxeViolations(page);

  const address = `ana.${test.info().project.name}.${Date.now()}@campo.example`;
  await page.getByLabel(t.settings.email.label).fill(address);
  await page.getByRole("button", { name: t.settings.save }).click();
  // The address is right now; WhatsApp still has no confirmed number: said beside the number.
  await expect(page.getByText(t.settings.errors.phoneNeeded)).toBeVisible();
  await box(page, "frost", "whatsapp").uncheck();
  await page.getByRole("button", { name: t.settings.save }).click();
  // Not the sign-in address: saved, and the address waits for the code e-mailed to it.
  await expect(page.getByRole("status")).toHaveText(t.settings.emailCodeSent);
  await expect(box(page, "frost", "email")).toBeChecked();
  await expect(page.getByText(t.settings.email.pending.replace("{{email}}", address))).toBeVisible();
  const emailCode = page.getByLabel(t.settings.email.code);
  await emailCode.fill("000000");
  await page.getByRole("button", { name: t.settings.email.confirm }).click();
  await expect(page.getByText(t.settings.errors.code)).toBeVisible();
  // The wrong code was spent: saving the address again mails a new one, and that one confirms it.
  await page.getByRole("button", { name: t.settings.save }).click();
  await expect(page.getByRole("status")).toHaveText(t.settings.emailCodeSent);
  await emailCode.fill(await mailedCode(address, 2));
  await page.getByRole("button", { name: t.settings.email.confirm }).click();
  await expect(page.getByRole("status")).toHaveText(t.settings.emailConfirmed);
  await expect(page.getByText(t.settings.email.confirmed.replace("{{email}}", address))).toBeVisible();

  // Quiet hours on the grower's own clock: Mato Grosso keeps the Amazon's, an hour behind Brasília's.
  const zone = page.getByLabel(t.settings.quiet.zone);
  await expect(zone).toHaveValue("America/Sao_Paulo");
  await zone.selectOption("America/Manaus");
  await page.getByRole("button", { name: t.settings.save }).click();
  await expect(page.getByRole("status")).toHaveText(t.settings.saved);
  await expect(zone).toHaveValue("America/Manaus");
  await expect(page.getByText(t.settings.quiet.hint.replace("{{zone}}", "Horário Padrão do Amazonas"))).toBeVisible();

  await page.getByLabel(t.settings.phone.label).fill("011 5555 0100");
  await page.getByRole("button", { name: t.settings.phone.send }).click();
  await expect(page.getByText(t.settings.errors.phone)).toBeVisible();
  await expect(page.getByLabel(t.settings.phone.label)).toHaveValue("011 5555 0100");

  const sent = Date.now();
  await page.getByLabel(t.settings.phone.label).fill(phone);
  await page.getByRole("button", { name: t.settings.phone.send }).click();
  await expect(page.getByRole("status")).toHaveText(t.settings.codeSent);
  const code = await latestCode(phone, sent - 1_000);
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
  await page.getByLabel(t.settings.phone.code, { exact: true }).fill(wrong);
  await page.getByRole("button", { name: t.settings.phone.confirm }).click();
  await expect(page.getByText(t.settings.errors.code)).toBeVisible();

  // A wrong code is spent: the number again, a new code, and this time the right one.
  const resent = Date.now();
  await page.getByLabel(t.settings.phone.label).fill(phone);
  await page.getByRole("button", { name: t.settings.phone.send }).click();
  const second = await latestCode(phone, resent - 1_000);
  await page.getByLabel(t.settings.phone.code, { exact: true }).fill(second);
  await page.getByRole("button", { name: t.settings.phone.confirm }).click();
  await expect(page.getByRole("status")).toHaveText(t.settings.phoneConfirmed);
  await expect(page.getByText(`+${phone.replace(/\D/g, "")}`)).toBeVisible();
});

test("the inbox fills after sign-in, marks read; a frost alert reaches the mailbox and its link unsubscribes", async ({
  page,
  browser,
}) => {
  await signedIn(page, grower().inbox, INBOX);
  // The producer (every second here) makes the points alerts of the grower who just signed in.
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.locator("li", { hasText: "pontos expiram em" }).count();
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);
  const unread = [common.account.unread_one, common.account.unread_other].map((text: string) =>
    text.replace("{{count}}", "\\d+"),
  );
  const unreadLine = new RegExp(unread.join("|"));
  await expect(page.getByText(unreadLine).first()).toBeAttached();
  const first = page.locator("li", { hasText: "pontos expiram em" }).first();
  const title = await first.getByRole("heading").textContent();
  await first.getByRole("button", { name: t.inbox.markRead }).click();
  const marked = page.locator("li", { has: page.getByRole("heading", { name: title! }) });
  await expect(marked.getByText(t.inbox.read, { exact: true })).toBeVisible();
  await expect(marked.getByRole("button", { name: t.inbox.markRead })).toHaveCount(0);
  await expect(marked.getByRole("link", { name: t.kinds["points-expiring"].action })).toHaveAttribute(
    "href",
    /^\/pt-br\/historico/,
  );
  await expectNoAxeViolations(page);

  // Frost by e-mail, quiet hours away from now, and a frost hollow followed from the weather widget's place.
  const address = `${test.info().project.name}-${Date.now()}@campo.example`;
  await page.goto(SETTINGS);
  await page.getByLabel(t.settings.email.label).fill(address);
  await box(page, "frost", "email").check();
  await page.getByLabel(t.settings.quiet.from).fill(saoPauloClock(3));
  await page.getByLabel(t.settings.quiet.to).fill(saoPauloClock(3.02));
  await page.getByRole("button", { name: t.settings.save }).click();
  await expect(page.getByRole("status")).toHaveText(t.settings.emailCodeSent);
  await page.getByLabel(t.settings.email.code).fill(await mailedCode(address, 1));
  await page.getByRole("button", { name: t.settings.email.confirm }).click();
  await expect(page.getByRole("status")).toHaveText(t.settings.emailConfirmed);
  // The weather widget's place, chosen as its form does (a town typed), is the one the page offers to follow.
  const chosen = await page.request.post("/api/weather/location", {
    form: { intent: "search", locale: "pt-BR", q: "Passo Fundo", returnTo: SETTINGS },
    maxRedirects: 0,
  });
  expect(chosen.status()).toBe(303);
  await page.reload();
  const follow = t.settings.places.follow.replace("{{place}}", "Passo Fundo");
  await page.getByRole("button", { name: new RegExp(`^${follow}`) }).click();
  const unfollow = t.settings.places.unfollow.replace("{{place}}", "Passo Fundo");
  await expect(page.getByRole("button", { name: new RegExp(`^${unfollow}`) })).toBeVisible();

  let unsubscribe = "";
  await expect
    .poll(
      async () => {
        const answer = await fetch(`${sandbox()}/_sandbox/mail/messages?to=${encodeURIComponent(address)}`);
        const { messages } = (await answer.json()) as {
          messages: { subject: string; listUnsubscribe: string | null }[];
        };
        const frost = messages.find((message) => message.subject.startsWith("Risco de geada"));
        unsubscribe = frost?.listUnsubscribe?.replace(/^<|>$/g, "") ?? "";
        return unsubscribe;
      },
      { timeout: 30_000 },
    )
    .toMatch(/\/pt-br\/alertas\/descadastrar\//);
  await page.goto(INBOX);
  const frostItem = page.locator("li", { hasText: "Risco de geada" }).first();
  await expect(frostItem).toContainText(t.inbox.delivery.sent.replace("{{channel}}", t.channels.email));

  // The link, opened by whoever has the e-mail: no sign-in, one button.
  const stranger = await browser.newContext({ javaScriptEnabled: test.info().project.name !== "js-off" });
  const visitor = await stranger.newPage();
  await visitor.goto(unsubscribe);
  const words = { kind: t.kinds.frost.name, channel: t.channels.email };
  const fill = (text: string) => text.replace("{{kind}}", words.kind).replace("{{channel}}", words.channel);
  await expect(visitor.getByText(fill(t.unsubscribe.kind))).toBeVisible();
  await visitor.getByRole("button", { name: t.unsubscribe.confirm }).click();
  await expect(visitor.getByText(fill(t.unsubscribe.done))).toBeVisible();
  await stranger.close();

  await page.goto(SETTINGS);
  await expect(box(page, "frost", "email")).not.toBeChecked();
  await expect(box(page, "frost", "inbox")).toBeChecked();
});

test("an alert key, a link or a callback that is not what it claims changes nothing", async ({ page, request }) => {
  await signedIn(page, grower().settings, INBOX);
  // Another grower's alert (or none): the site's 404, not a mark.
  const marked = await page.request.post(INBOX, {
    form: { key: "points-expiring/someone-else/points/2026-12-10" },
    maxRedirects: 0,
  });
  expect(marked.status()).toBe(404);

  // A clock the country does not offer: refused beside the field.
  const elsewhere = await page.request.post(SETTINGS, {
    form: { intent: "save", email: "", quietFrom: "21:00", quietTo: "07:00", timeZone: "Europe/Berlin" },
  });
  expect(elsewhere.status()).toBe(400);
  expect(await elsewhere.text()).toContain(t.settings.errors.timeZone);

  // No verify token configured: Meta's subscription check is not answered at all.
  const check = await request.get("/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=x&hub.challenge=42");
  expect(check.status()).toBe(404);

  const tampered = await request.post("/pt-br/alertas/descadastrar/eyJnIjoieCJ9.AAAA", {
    form: { "List-Unsubscribe": "One-Click" },
  });
  expect(tampered.status()).toBe(400);
  expect(await tampered.text()).toContain(t.unsubscribe.problems.tampered);

  const unsigned = await request.post("/api/whatsapp/webhook", {
    data: { object: "whatsapp_business_account", entry: [] },
    headers: { "x-hub-signature-256": "sha256=00" },
  });
  expect(unsigned.status()).toBe(401);
});
