import type { Page } from "@playwright/test";

import { COUNTRIES } from "../../app/countries";
import { allowServerErrors, expect, serverLog, test } from "./fixtures";
import { representatives } from "./sitemaps";
import {
  expectNoAxeViolations,
  portal,
  RAW_HTTP,
  sandbox,
  SERVER_HTML,
  signedIn,
  untilServerSays,
  upstreamsRecovered,
} from "./support";

/**
 * The content site's forms (issue 15, decision 0044): the newsletter, the two-step marketing form with its
 * download, the contact form and the preference centre. The blocks keep their server HTML (never hydrated),
 * so their flows are plain POST → 303 → GET and run once, without JavaScript; so does the preference centre,
 * which ships no script (issue 16): its form is a plain POST too. Every effect is read
 * from the marketing-forms upstream's own record: one per submission, whatever the browser did.
 */
const RESOURCES = "/es-ar/recursos";
const run = Date.now().toString(36);
const emailFor = (who: string) => `${who}-${run}-${Math.random().toString(36).slice(2, 7)}@example.com`;

interface Effect {
  key: string;
  body: {
    formId?: string;
    fields?: Record<string, unknown>;
    customObjectName?: string;
    input?: Record<string, unknown>[];
    /** A campaign e-mail's address and what fills its template. */
    email?: string;
    campaign?: string;
    tokens?: { link?: string };
  };
}
async function effectsFor(email: string): Promise<Effect[]> {
  const response = await fetch(`${sandbox()}/_sandbox/marketing-forms/submissions`);
  const all = (await response.json()) as Effect[];
  return all.filter(
    (effect) => (effect.body.fields?.Email ?? effect.body.input?.[0]?.Email ?? effect.body.email) === email,
  );
}

/**
 * The marketing service fails every write that carries this address, with this status (and for a refusal, the
 * reason and the field it names) until `allowWrites`: only the test's own grower, never anyone else's forms.
 */
const failures = () => `${sandbox()}/_sandbox/marketing-forms/failures`;
const failWrites = (email: string, failure: { status: number; field?: string; message?: string }) =>
  fetch(failures(), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, ...failure }),
  });
const allowWrites = (email: string) => fetch(`${failures()}?email=${encodeURIComponent(email)}`, { method: "DELETE" });

const region = (page: Page, name: string | RegExp) => page.getByRole("region", { name });
const newsletterOf = (page: Page) => region(page, "Recibí nuestro newsletter");

const SUBSCRIBED = "¡Listo, ya estás suscripto!";

/** The newsletter's subscribed state, once the outbox has delivered (its retries are seconds apart): one reload. */
async function untilSubscribed(page: Page) {
  const done = newsletterOf(page).getByText(SUBSCRIBED);
  if (await done.isVisible()) return;
  await untilServerSays(page, page.url(), SUBSCRIBED);
  await page.reload();
  await expect(done).toBeVisible();
}

// With JavaScript on and off: the browser's own validation must never answer in the form's place.
test("an unticked consent box: the form's own words beside the box, what was typed kept", async ({ page }) => {
  await page.goto("/pt-br/materiais");
  const newsletter = region(page, "Receba a nossa newsletter");
  const email = emailFor("consent");
  await newsletter.getByLabel(/E-mail/).fill(email);
  await newsletter.getByRole("button", { name: "Quero receber" }).click();
  const consent = newsletter.getByRole("checkbox");
  // A box is ticked, not filled in: not "Preencha este campo", the browser's words for an empty field (issue 27).
  await expect(consent).toHaveAccessibleDescription("Marque esta caixa para continuar.");
  await expect(consent).toHaveAttribute("aria-invalid", "true");
  await expect(consent).toHaveJSProperty("validationMessage", "");
  await expect(newsletter.getByLabel(/E-mail/)).toHaveValue(email);
  expect(await effectsFor(email)).toHaveLength(0);
});

test.describe("every form of the sitemaps", () => {
  // Every sweep of the es-US pages meets the resources page's contact block (see sitemap.spec.ts).
  allowServerErrors(/^contact form: the locale has no form defined$/);
  test(
    "no form leaves a required box to the browser: each is novalidate and says required in ARIA",
    RAW_HTTP,
    async ({ request }) => {
      const faults: string[] = [];
      let boxes = 0;
      for (const locale of COUNTRIES.flatMap((country) => country.locales))
        for (const path of await representatives(request, locale)) {
          const html = await (await request.get(path)).text();
          for (const [form] of html.matchAll(/<form\b[\s\S]*?<\/form>/g)) {
            const required = [...form.matchAll(/<input[^>]*type="checkbox"[^>]*>/g)]
              .map(([box]) => box)
              .filter((box) => /\saria-required="true"|\srequired[\s=/>]/.test(box));
            boxes += required.length;
            if (required.length && !/^<form[^>]*\snovalidate/.test(form))
              faults.push(`${path}: a form without novalidate`);
            for (const box of required) if (/\srequired[\s=/>]/.test(box)) faults.push(`${path}: ${box}`);
          }
        }
      // The newsletter's consent, at least, is swept.
      expect(boxes).toBeGreaterThan(0);
      expect(faults).toEqual([]);
    },
  );
});

test.describe("newsletter", () => {
  test("errors beside the fields with what was typed, then subscribed once", SERVER_HTML, async ({ page }) => {
    await page.goto(RESOURCES);
    const newsletter = newsletterOf(page);
    await expect(newsletter.getByRole("button", { name: "Suscribirme" })).toBeVisible();
    await expectNoAxeViolations(page);

    await newsletter.getByLabel(/Correo electrónico/).fill("no-es-un-correo");
    await newsletter.getByRole("button", { name: "Suscribirme" }).click();
    await expect(newsletter.getByText("Ingresá un correo válido, por ejemplo nombre@dominio.com.")).toBeVisible();
    await expect(newsletter.getByLabel(/Correo electrónico/)).toHaveValue("no-es-un-correo");
    await expect(newsletter.getByRole("checkbox")).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);

    const email = emailFor("nl");
    await newsletter.getByLabel(/Correo electrónico/).fill(email);
    await newsletter.getByRole("checkbox").check();
    await newsletter.getByRole("button", { name: "Suscribirme" }).click();
    await expect(page).toHaveURL(/\?sent=.+&form=newsletter#newsletter$/);
    await expect(newsletter.getByText(SUBSCRIBED).or(newsletter.getByText("¡Ya casi!"))).toBeVisible();
    await untilSubscribed(page);
    await expectNoAxeViolations(page);
    const effects = await effectsFor(email);
    expect(effects).toHaveLength(1);
    expect(effects[0]!.body).toMatchObject({ formId: "newsletter", fields: { Email: email, Consent: true } });
  });

  test("a signed-in grower is known: no e-mail to type, theirs is sent", SERVER_HTML, async ({ page }) => {
    const grower = "ar.sintemas@surco.example";
    await signedIn(page, grower, RESOURCES);
    const newsletter = newsletterOf(page);
    await expect(newsletter.getByText(`Te lo enviamos a ${grower}.`)).toBeVisible();
    await expect(newsletter.getByLabel(/Correo electrónico/)).toHaveCount(0);
    const before = (await effectsFor(grower)).length;
    await newsletter.getByRole("checkbox").check();
    await newsletter.getByRole("button", { name: "Suscribirme" }).click();
    await untilSubscribed(page);
    await expect.poll(async () => (await effectsFor(grower)).length).toBe(before + 1);
  });

  test("a bot that fills the hidden field is sent back, and nothing is kept", RAW_HTTP, async ({ page }) => {
    const html = await (await page.request.get(RESOURCES)).text();
    const key = /name="block" value="newsletter"\/><input type="hidden" name="idempotencyKey" value="([^"]+)"/.exec(
      html,
    )?.[1];
    expect(key).toBeTruthy();
    const email = emailFor("bot");
    const answer = await page.request.post(RESOURCES, {
      form: { block: "newsletter", idempotencyKey: key!, Email: email, Consent: "on", website: "http://spam.example" },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(303);
    expect(answer.headers().location).toBe(`${RESOURCES}#newsletter`);
    expect(await effectsFor(email)).toHaveLength(0);
  });

  test.describe("when the marketing service fails", () => {
    test.use({ ownUpstreams: true });
    test(
      "the marketing service failing: we keep it and say so, then it is delivered once",
      SERVER_HTML,
      async ({ page }) => {
        test.slow();
        const email = emailFor("falla");
        // Only this grower's writes fail: the definitions and everyone else's forms keep working.
        await failWrites(email, { status: 503 });
        try {
          await page.goto(RESOURCES);
          const newsletter = newsletterOf(page);
          await newsletter.getByLabel(/Correo electrónico/).fill(email);
          await newsletter.getByRole("checkbox").check();
          await newsletter.getByRole("button", { name: "Suscribirme" }).click();
          await expect(newsletter.getByText("¡Ya casi!")).toBeVisible();
          await expect(newsletter.getByRole("link", { name: "Ver de nuevo" })).toBeVisible();
          await expect(page.getByText(/Server responded/)).toHaveCount(0);
          await expectNoAxeViolations(page);
          await expect.poll(() => effectsFor(email)).toHaveLength(0);
        } finally {
          await allowWrites(email);
          await upstreamsRecovered();
        }
        await untilSubscribed(page);
        expect(await effectsFor(email)).toHaveLength(1);
      },
    );
  });
});

test.describe("two-step marketing form", () => {
  test("step 1, step 2 (back keeps what was typed), then thanks and the download", SERVER_HTML, async ({ page }) => {
    await page.goto(RESOURCES);
    const guide = region(page, "Descargá la guía de soja 2026");
    await expect(guide.getByText("Paso 1 de 2")).toBeVisible();
    await guide.getByRole("button", { name: "Siguiente" }).click();
    await expect(guide.getByText("Completá este campo.")).toHaveCount(2);

    const email = emailFor("guia");
    await guide.getByLabel(/Correo electrónico/).fill(email);
    await guide.getByLabel(/Nombre/).fill("Ana");
    await guide.getByRole("button", { name: "Siguiente" }).click();
    await expect(page).toHaveURL(/\?step=2#guia-soja$/);
    await expect(guide.getByText("Paso 2 de 2")).toBeVisible();
    await expectNoAxeViolations(page);

    await guide.getByRole("button", { name: "Volver al paso anterior" }).click();
    await expect(guide.getByText("Paso 1 de 2")).toBeVisible();
    await expect(guide.getByLabel(/Nombre/)).toHaveValue("Ana");
    await guide.getByRole("button", { name: "Siguiente" }).click();

    await guide.getByRole("button", { name: "Enviar" }).click();
    await expect(guide.getByLabel(/Superficie que trabajás/)).toHaveAttribute("aria-invalid", "true");
    await guide.getByLabel(/Cultivos que sembrás/).selectOption(["soy", "corn"]);
    await guide.getByLabel(/Superficie que trabajás/).selectOption("100-1000");
    await guide.getByRole("checkbox", { name: /Eventos y jornadas/ }).check();
    await guide.getByRole("checkbox", { name: /Acepto recibir/ }).check();
    await guide.getByRole("button", { name: "Enviar" }).click();

    await expect(guide.getByText("¡Gracias!")).toBeVisible();
    const download = guide.getByRole("link", { name: "Descargar la guía (PDF)" });
    await expect(download).toHaveAttribute("href", "/downloads/soy-guide.pdf");
    await expectNoAxeViolations(page);
    const pdf = await page.request.get("/downloads/soy-guide.pdf");
    expect(pdf.status()).toBe(200);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
    await expect.poll(() => effectsFor(email)).toHaveLength(1);
    expect((await effectsFor(email))[0]!.body).toMatchObject({
      formId: "soy-guide",
      fields: { Email: email, FirstName: "Ana", Crops: ["soy", "corn"], FarmSize: "100-1000", Topics: ["events"] },
    });
  });
});

test.describe("refused by the marketing service (422)", () => {
  // Provoked: the outbox gives up on a refused submission and says so in the log.
  allowServerErrors(/^outbox delivery failed$/);
  const refuse = (email: string, field: string, message: string) => failWrites(email, { status: 422, field, message });

  test(
    "the newsletter comes back with the address typed and the service's reason beside it",
    SERVER_HTML,
    async ({ page }) => {
      const email = emailFor("nl-refused");
      await refuse(email, "Email", "Esta dirección rebota: revisala.");
      try {
        await page.goto(RESOURCES);
        const newsletter = newsletterOf(page);
        await newsletter.getByLabel(/Correo electrónico/).fill(email);
        await newsletter.getByRole("checkbox").check();
        await newsletter.getByRole("button", { name: "Suscribirme" }).click();
        await expect(page).toHaveURL(/\?sent=.+&form=newsletter#newsletter$/);
        const returned = new URL(page.url());
        await untilServerSays(page, `${returned.pathname}${returned.search}`, "Esta dirección rebota: revisala.");
        await page.reload();
        await expect(newsletter.getByText("No pudimos completar tu suscripción. Probá de nuevo.")).toBeVisible();
        const field = newsletter.getByLabel(/Correo electrónico/);
        await expect(field).toHaveValue(email);
        await expect(field).toHaveAttribute("aria-invalid", "true");
        await expect(field).toHaveAccessibleDescription(/Esta dirección rebota: revisala\./);
        await expect(newsletter.getByRole("checkbox")).toBeChecked();
        await expectNoAxeViolations(page);
      } finally {
        await allowWrites(email);
      }
    },
  );

  test(
    "a two-step form comes back with every answer of both steps, the reason beside its field, and sends once fixed",
    SERVER_HTML,
    async ({ page }) => {
      const email = emailFor("guia-refused");
      await refuse(email, "FirstName", "El nombre no puede tener números.");
      const guide = region(page, "Descargá la guía de soja 2026");
      try {
        await page.goto(RESOURCES);
        await guide.getByLabel(/Correo electrónico/).fill(email);
        await guide.getByLabel(/Nombre/).fill("Ana 2");
        await guide.getByRole("button", { name: "Siguiente" }).click();
        await guide.getByLabel(/Cultivos que sembrás/).selectOption(["soy", "corn"]);
        await guide.getByLabel(/Superficie que trabajás/).selectOption("100-1000");
        await guide.getByRole("checkbox", { name: /Eventos y jornadas/ }).check();
        await guide.getByRole("checkbox", { name: /Acepto recibir/ }).check();
        await guide.getByRole("button", { name: "Enviar" }).click();
        await expect(page).toHaveURL(/\?sent=.+&form=guia-soja#guia-soja$/);
        const returned = new URL(page.url());
        await untilServerSays(page, `${returned.pathname}${returned.search}`, "El nombre no puede tener números.");
        await page.reload();
        await expect(guide.getByText("No pudimos registrar tus datos. Revisalos y enviá de nuevo.")).toBeVisible();
        await expect(guide.getByLabel(/Correo electrónico/)).toHaveValue(email);
        await expect(guide.getByLabel(/Nombre/)).toHaveValue("Ana 2");
        await expect(guide.getByLabel(/Nombre/)).toHaveAccessibleDescription(/El nombre no puede tener números\./);
        await expectNoAxeViolations(page);
      } finally {
        await allowWrites(email);
      }
      await guide.getByLabel(/Nombre/).fill("Ana");
      await guide.getByRole("button", { name: "Siguiente" }).click();
      await expect(guide.getByText("Paso 2 de 2")).toBeVisible();
      // Step 2's answers came back too: nothing to type again.
      await expect(guide.getByLabel(/Superficie que trabajás/)).toHaveValue("100-1000");
      await expect(guide.getByRole("checkbox", { name: /Eventos y jornadas/ })).toBeChecked();
      await expect(guide.getByRole("checkbox", { name: /Acepto recibir/ })).toBeChecked();
      await guide.getByRole("button", { name: "Enviar" }).click();
      await expect(guide.getByText("¡Gracias!")).toBeVisible();
      await expect
        .poll(async () => (await effectsFor(email)).map((effect) => effect.body.fields?.FirstName))
        .toEqual(["Ana"]);
      expect((await effectsFor(email))[0]!.body.fields).toMatchObject({ Crops: ["soy", "corn"], FarmSize: "100-1000" });
    },
  );
});

test.describe("contact form", () => {
  // Spec 002 §8: a locale without a contact form logs an error and renders none (es-US, below).
  allowServerErrors(/^contact form: the locale has no form defined$/);
  test("sent from Brazil's page; a locale without one shows none", SERVER_HTML, async ({ page }) => {
    await page.goto("/pt-br/materiais");
    const contact = region(page, "Fale com a gente");
    const email = emailFor("contato");
    await contact.getByLabel(/Nome/).fill("João");
    await contact.getByLabel(/E-mail/).fill(email);
    // A message is a paragraph: a text area, not a one-line input (issue 27).
    await expect(contact.getByLabel(/Sua mensagem/)).toHaveJSProperty("tagName", "TEXTAREA");
    await contact.getByLabel(/Sua mensagem/).fill("Quero uma visita técnica.\nDe preferência pela manhã.");
    await contact.getByRole("button", { name: "Enviar mensagem" }).click();
    await expect(contact.getByText("Obrigado pela mensagem!")).toBeVisible();
    await expectNoAxeViolations(page);
    await expect.poll(() => effectsFor(email)).toHaveLength(1);

    // es-US has no contact form (logged by the server) and no newsletter (the flag is off in the US).
    await page.goto("/es-us/recursos");
    await expect(page.locator('input[name="block"]')).toHaveCount(1);
    await expect(page.locator('input[name="block"]')).toHaveValue("guia-soya");
    expect(await serverLog()).toContainEqual(
      expect.objectContaining({
        level: "error",
        message: "contact form: the locale has no form defined",
        locale: "es-US",
      }),
    );
  });

  test(
    "a double submit (two POSTs with the same key) reaches the marketing service once",
    RAW_HTTP,
    async ({ page }) => {
      const html = await (await page.request.get(RESOURCES)).text();
      const key = /name="block" value="contacto"\/><input type="hidden" name="idempotencyKey" value="([^"]+)"/.exec(
        html,
      )?.[1];
      expect(key).toBeTruthy();
      const email = emailFor("doble");
      const post = () =>
        page.request.post(RESOURCES, {
          form: {
            block: "contacto",
            idempotencyKey: key!,
            FirstName: "Ana",
            Email: email,
            Message: "Hola",
            website: "",
          },
          maxRedirects: 0,
        });
      const answers = await Promise.all([post(), post()]);
      expect(answers.map((answer) => answer.status())).toEqual([303, 303]);
      expect(answers[0]!.headers().location).toBe(
        `${RESOURCES}?sent=${encodeURIComponent(key!)}&form=contacto#contacto`,
      );
      expect(answers[1]!.headers().location).toBe(answers[0]!.headers().location);
      await expect.poll(() => effectsFor(email)).toHaveLength(1);
      // Once more after delivery: the same answer, still one effect.
      expect((await post()).headers().location).toBe(answers[0]!.headers().location);
      expect(await effectsFor(email)).toHaveLength(1);
    },
  );
});

test.describe("preference centre", () => {
  const SAVE = "Guardar preferencias";
  /** The choices the centre has written for an address (custom-object syncs), not the e-mails sent to it. */
  const choicesFor = async (email: string) => (await effectsFor(email)).filter((e) => e.body.customObjectName);
  /** The link e-mail the platform was asked to send to an address, once the outbox has delivered it. */
  async function linkMailedTo(email: string): Promise<string> {
    await expect.poll(async () => (await effectsFor(email)).filter((e) => e.body.campaign).length).toBe(1);
    const mail = (await effectsFor(email)).find((e) => e.body.campaign)!;
    expect(mail.body).toMatchObject({ campaign: "preference-link", email });
    const link = new URL(mail.body.tokens!.link!);
    return `${link.pathname}${link.search}`;
  }

  // Once, without JavaScript (decision 0039): the page ships no script, so JavaScript cannot change the flow.
  test(
    "signed out: the opt-in confirmation, the link e-mailed to the address, then its choices and pagetype=preferenceCenterSuccess",
    SERVER_HTML,
    async ({ page }) => {
      await page.goto("/es-ar/preferencias?optIn=true");
      await expect(page.getByRole("heading", { level: 1, name: "Tus preferencias de correo" })).toBeVisible();
      await expect(page.getByText("¡Confirmaste tu suscripción! Ahora podés elegir qué recibir.")).toBeVisible();
      // Nobody's choices can be changed from here: only the owner's link or their account opens them.
      await expect(page.getByRole("button", { name: SAVE })).toHaveCount(0);
      await expect(page.getByRole("link", { name: "Ingresar a mi cuenta" })).toBeVisible();
      await expectNoAxeViolations(page);

      const email = emailFor("pref");
      await page.getByLabel(/Correo electrónico/).fill("not-an-address");
      await page.getByRole("button", { name: "Enviarme el link" }).click();
      await expect(page.getByLabel(/Correo electrónico/)).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByLabel(/Correo electrónico/)).toHaveValue("not-an-address");
      await page.getByLabel(/Correo electrónico/).fill(email);
      await page.getByRole("button", { name: "Enviarme el link" }).click();
      await expect(page).toHaveURL(/\/es-ar\/preferencias\?link=sent$/);
      await expect(
        page.getByText("Si esa dirección recibe nuestros correos, el link llega en unos minutos.", { exact: false }),
      ).toBeVisible();

      await page.goto(await linkMailedTo(email));
      await expect(page.getByText(`Preferencias de ${email}.`, { exact: false })).toBeVisible();
      await expect(page.getByLabel(/Correo electrónico/)).toHaveCount(0);
      await page.getByRole("button", { name: SAVE }).click();
      await expect(page.getByLabel(/¿Cada cuánto\?/)).toHaveAttribute("aria-invalid", "true");
      await expectNoAxeViolations(page);

      await page.getByRole("checkbox", { name: "Agronomía" }).check();
      await page.getByLabel(/¿Cada cuánto\?/).selectOption("monthly");
      await page.getByRole("button", { name: SAVE }).click();
      await expect(page).toHaveURL(/\/es-ar\/preferencias\?pagetype=preferenceCenterSuccess&token=/);
      await expect(page.getByText("Guardamos tus preferencias")).toBeVisible();
      await expectNoAxeViolations(page);
      await expect.poll(() => choicesFor(email)).toHaveLength(1);
      expect((await choicesFor(email))[0]!.body).toMatchObject({
        customObjectName: "communicationPreferences",
        input: [{ Email: email, Topics: ["agronomy"], Frequency: "monthly" }],
      });
    },
  );

  test(
    "nobody changes another address's choices: signed out, with a forged link, or signed in as someone else",
    RAW_HTTP,
    async ({ page }) => {
      const victim = emailFor("victim");
      const keyOf = async (path: string) => {
        const html = await (await page.request.get(path)).text();
        return /name="idempotencyKey" value="([^"]+)"/.exec(html)![1]!;
      };
      // Signed out, the address typed into the post: refused (403) with the link offered, nothing written.
      const signedOut = await page.request.post("/es-ar/preferencias", {
        form: {
          idempotencyKey: await keyOf("/es-ar/preferencias"),
          Email: victim,
          Frequency: "weekly",
          Unsubscribe: "on",
        },
        maxRedirects: 0,
      });
      expect(signedOut.status()).toBe(403);
      expect(await signedOut.text()).toContain(
        "Solo quien recibe los correos de una dirección cambia sus preferencias",
      );
      // A link made for one address and edited to name another: not valid.
      const forged = `${Buffer.from(victim).toString("base64url")}.${Math.floor(Date.now() / 1000) + 3600}.${"A".repeat(32)}`;
      const withForgedLink = await page.request.get(`/es-ar/preferencias?token=${forged}`);
      expect(await withForgedLink.text()).toContain("Este link no es válido.");
      const forgedPost = await page.request.post("/es-ar/preferencias", {
        form: { idempotencyKey: await keyOf("/es-ar/preferencias"), token: forged, Frequency: "weekly" },
        maxRedirects: 0,
      });
      expect(forgedPost.status()).toBe(403);

      // Signed in, the post naming another address changes the grower's own choices, never the other's.
      const grower = "ar.permitido@surco.example";
      await signedIn(page, grower, "/es-ar/preferencias");
      await expect(page.getByText(`Preferencias de ${grower}.`, { exact: false })).toBeVisible();
      const asGrower = await page.request.post("/es-ar/preferencias", {
        form: { idempotencyKey: await keyOf("/es-ar/preferencias"), Email: victim, Frequency: "weekly" },
        maxRedirects: 0,
      });
      expect(asGrower.status()).toBe(303);
      expect(asGrower.headers().location).toBe("/es-ar/preferencias?pagetype=preferenceCenterSuccess");
      await expect
        .poll(async () => (await choicesFor(grower)).some((e) => e.body.input?.[0]?.Frequency === "weekly"))
        .toBe(true);
      expect(await effectsFor(victim)).toHaveLength(0);
    },
  );

  test(
    "choices that cannot be kept go to pagetype=preferenceCenterError, with the form again",
    SERVER_HTML,
    async ({ page }) => {
      const email = emailFor("pref-error");
      await page.goto("/es-ar/preferencias");
      await page.getByLabel(/Correo electrónico/).fill(email);
      await page.getByRole("button", { name: "Enviarme el link" }).click();
      const link = await linkMailedTo(email);
      const token = new URL(link, portal()).searchParams.get("token")!;
      // A key the portal never issued: the outbox refuses it, nothing is stored.
      const answer = await page.request.post("/es-ar/preferencias", {
        form: { idempotencyKey: "made-up-key-000000000000", token, Frequency: "weekly" },
        maxRedirects: 0,
      });
      expect(answer.status()).toBe(303);
      expect(answer.headers().location).toBe(
        `/es-ar/preferencias?pagetype=preferenceCenterError&token=${encodeURIComponent(token)}`,
      );
      await page.goto(answer.headers().location);
      await expect(page.getByText("No pudimos guardar tus preferencias")).toBeVisible();
      await expect(page.getByRole("button", { name: SAVE })).toBeVisible();
      await expectNoAxeViolations(page);
      expect(await choicesFor(email)).toHaveLength(0);
    },
  );
});
