import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import {
  expectNoAxeViolations,
  hydrated,
  PASSWORD,
  portal,
  sandbox,
  SERVER_HTML,
  signedIn,
  untilServerSays,
  upstreamsRecovered,
} from "./support";

/**
 * Content for you (spec 001 §2 §4 §5), quick links by role and the cultivar
 * card and banner (spec 001 §6, 000 §3), JavaScript on and off. Each project
 * saves topics for a grower of its own (br.semtemas with JavaScript,
 * ar.sintemas without), put back to "no topics" before each test, so the two
 * projects never meet. The upstream's failure is that one grower's
 * (the sandbox's per-grower failures), for the same reason.
 */
// Saving waits for the outbox's delivery (and, after a failure, its retry 5–20 s later): generous time.
test.describe.configure({ mode: "serial", timeout: 180_000 });

const jsOn = () => test.info().project.use.javaScriptEnabled !== false;

/** The grower this project saves topics for, and where their pages are. */
function grower() {
  return jsOn()
    ? {
        email: "br.semtemas@surco.example",
        document: "61503928489",
        page: "/pt-br/conteudo-para-voce",
        receipt: /\/pt-br\/recibo\//,
        none: "Selecione ao menos 1 item da lista abaixo:",
        choose: "Escolher temas",
        save: "Salvar",
        preferences: "Preferências",
        topicsHeading: "Seus temas de interesse",
        modal: "Temas de interesse",
        panel: "Preferências de temas",
        soy: "Soja",
        weather: "Clima",
        corn: "Milho",
        sent: "Enviado",
        receiptHeading: "Seus temas",
        back: "Voltar para Conteúdo para você",
        banner: "Quais temas interessam a você?",
        signIn: "Receba conteúdo do seu jeito",
        topicsError: "Não foi possível mostrar seus temas",
      }
    : {
        email: "ar.sintemas@surco.example",
        document: "20318442674",
        page: "/es-ar/contenido-para-vos",
        receipt: /\/es-ar\/recibo\//,
        none: "Seleccioná al menos 1 ítem de la lista de abajo:",
        choose: "Elegir temas",
        save: "Guardar",
        preferences: "Preferencias",
        topicsHeading: "Tus temas de interés",
        modal: "Temas de interés",
        panel: "Preferencias de temas",
        soy: "Soja",
        weather: "Clima",
        corn: "Maíz",
        sent: "Enviado",
        receiptHeading: "Tus temas",
        back: "Volver a Contenido para vos",
        banner: "¿Qué temas te interesan?",
        signIn: "Recibí contenido a tu medida",
        topicsError: "No pudimos mostrar tus temas",
      };
}

async function resetTopics(document: string) {
  const answer = await fetch(`${sandbox()}/_sandbox/interests/reset`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ document }),
  });
  expect(answer.status).toBe(204);
}

async function savesOf(document: string): Promise<{ key: string; interests: string[] }[]> {
  const all = (await (await fetch(`${sandbox()}/_sandbox/interests/saves`)).json()) as {
    key: string;
    document: string;
    interests: string[];
  }[];
  return all.filter((save) => save.document === document);
}

/** The topics modal or the preferences panel: a dialog with JavaScript, a region of the page without. */
function opened(page: Page, name: string) {
  return jsOn() ? page.getByRole("dialog", { name, exact: true }) : page.getByRole("region", { name, exact: true });
}

/** The receipt says "sent" once the outbox has delivered (within seconds; retries 1 s, 2 s, 4 s… apart here). */
async function expectSent(page: Page, sent: string) {
  await untilServerSays(page, page.url(), 'data-state="sent"');
  await page.reload();
  await expect(page.getByRole("heading", { name: sent })).toBeVisible();
}

test.beforeEach(async () => {
  await resetTopics(grower().document);
});

// Once, without JavaScript: a link to the provider's sign-in and back to this page.
test("logged out, the article banner signs the visitor in and brings them back", SERVER_HTML, async ({ page }) => {
  const g = grower();
  await page.goto(g.page);
  const banner = page.getByRole("complementary", { name: g.signIn });
  await expect(banner).toBeVisible();
  await expectNoAxeViolations(page);
  await banner.getByRole("link").click();
  await page.getByLabel(/e-?mail/i).fill(g.email);
  await page.getByLabel(/password|senha|contraseña/i).fill(PASSWORD);
  await page.getByRole("button", { name: /sign in|entrar|ingresar|log in/i }).click();
  await expect(page).toHaveURL(new RegExp(`${g.page}$`));
  // Logged in with no topics: the banner now opens the topics modal.
  await expect(page.getByRole("heading", { name: g.banner })).toBeVisible();
});

test("the topics modal: none chosen says so; a choice is saved once, even posted twice", async ({ page }) => {
  const g = grower();
  const before = (await savesOf(g.document)).length;
  await signedIn(page, g.email, g.page);
  await expect(page.getByRole("heading", { name: g.banner })).toBeVisible();
  await hydrated(page);
  await page.getByRole("link", { name: g.choose }).click();
  await expect(page).toHaveURL(/topics=choose/);
  const modal = opened(page, g.modal);
  await expect(modal).toBeVisible();

  await modal.getByRole("button", { name: g.save }).click();
  await expect(opened(page, g.modal).getByText(g.none)).toBeVisible();
  await expectNoAxeViolations(page);

  const form = opened(page, g.modal);
  await form.getByRole("checkbox", { name: g.soy }).check();
  await form.getByRole("checkbox", { name: g.weather }).check();
  // The form as the browser would post it again (a double tap, a retry): the same key.
  const key = await form.locator('input[name="idempotencyKey"]').inputValue();
  await form.getByRole("button", { name: g.save }).click();
  await expect(page).toHaveURL(g.receipt);
  const receipt = page.url();
  const post = (interests: string[]) =>
    page.request.fetch(`${g.page}?topics=choose`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: portal() },
      data: new URLSearchParams([["idempotencyKey", key], ...interests.map((id) => ["interests", id])]).toString(),
      maxRedirects: 0,
    });
  // Other answers under the same key are refused; the same ones land on the first receipt.
  expect((await post(["culture-soy"])).status()).toBe(422);
  const replay = await post(["culture-soy", "editorial-climate"]);
  expect(replay.status()).toBe(303);
  expect(new URL(replay.headers().location, receipt).href).toBe(receipt);

  await expectSent(page, g.sent);
  expect(await savesOf(g.document)).toHaveLength(before + 1);

  // The receipt names what was saved and leads back to the feed (issue 27).
  await expect(page.getByRole("heading", { level: 1, name: g.receiptHeading })).toBeVisible();
  await page.getByRole("link", { name: g.back }).click();
  await expect(page).toHaveURL(g.page);
  const topics = page.getByRole("region", { name: g.topicsHeading });
  await expect(topics.getByRole("listitem")).toHaveText([g.soy, g.weather]);
  await expect(page.getByRole("heading", { name: g.banner })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("the preferences panel: an empty choice keeps it open, saving closes it", async ({ page }) => {
  const g = grower();
  await signedIn(page, g.email, `${g.page}?panel=preferences`);
  await hydrated(page);
  const panel = opened(page, g.panel);
  await expect(panel).toBeVisible();
  await panel.getByRole("button", { name: g.save }).click();
  await expect(opened(page, g.panel).getByText(g.none)).toBeVisible();
  await expectNoAxeViolations(page);
  await opened(page, g.panel).getByRole("checkbox", { name: g.corn }).check();
  await opened(page, g.panel).getByRole("button", { name: g.save }).click();
  await expect(page).toHaveURL(g.receipt);
  await expectSent(page, g.sent);
  await page.goto(g.page);
  await expect(opened(page, g.panel)).toHaveCount(0);
  await expect(page.getByRole("region", { name: g.topicsHeading }).getByRole("listitem")).toHaveText([g.corn]);
  // Opened again from the topics block, it shows what is saved.
  await hydrated(page);
  await page.getByRole("link", { name: g.preferences }).click();
  await expect(opened(page, g.panel).getByRole("checkbox", { name: g.corn })).toBeChecked();
});

// Once, without JavaScript: server HTML paged by links.
test(
  "the first 4 topics of interest, and preferred themes 6 a page, paged by the address",
  SERVER_HTML,
  async ({ page }) => {
    await signedIn(page, "br.3estrelas@surco.example", "/pt-br/conteudo-para-voce");
    const topics = page.getByRole("region", { name: "Seus temas de interesse" });
    await expect(topics.getByRole("listitem")).toHaveText(["Soja", "Milho", "Centro-Oeste", "Manejo", "e mais 1"]);
    const themes = page.getByRole("region", { name: "Temas preferidos" });
    await expect(themes.getByRole("heading", { level: 3 })).toHaveCount(6);
    await expectNoAxeViolations(page);
    await themes.getByRole("link", { name: "Próxima" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(themes.getByRole("link", { name: "Página 2" })).toHaveAttribute("aria-current", "page");
    const second = await themes.getByRole("heading", { level: 3 }).count();
    expect(second).toBeGreaterThan(0);
    expect(second).toBeLessThanOrEqual(6);
  },
);

test.describe("while the interests upstream fails", () => {
  test.use({ ownUpstreams: true });
  // Once, without JavaScript: the outbox's keeping and delivery are the server's (the modal is tested above).
  test("saving while the upstream fails is kept and delivered once it recovers", SERVER_HTML, async ({ page }) => {
    const g = grower();
    const before = (await savesOf(g.document)).length;
    const fail = (only?: "save") =>
      fetch(`${sandbox()}/_sandbox/interests/failures`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ document: g.document, only }),
      });
    await fail();
    try {
      await signedIn(page, g.email, g.page);
      // The page answers; the topics widget shows its error state with a way to try again, and no banner nags.
      const topics = page.getByRole("region", { name: g.topicsHeading });
      await expect(topics.getByRole("heading", { name: g.topicsError })).toBeVisible();
      await expect(page.getByRole("heading", { name: g.banner })).toHaveCount(0);
      await expectNoAxeViolations(page);
      // Now only the save fails (so the test's circuit stays closed: one page of failed reads is three failures, the
      // circuit opens at five).
      await fail("save");
      await page.goto(`${g.page}?topics=choose`);
      await hydrated(page);
      await opened(page, g.modal).getByRole("checkbox", { name: g.soy }).check();
      await opened(page, g.modal).getByRole("button", { name: g.save }).click();
      await expect(page).toHaveURL(g.receipt);
    } finally {
      await fetch(`${sandbox()}/_sandbox/interests/failures/${g.document}`, { method: "DELETE" });
      await upstreamsRecovered();
    }
    await expectSent(page, g.sent);
    expect(await savesOf(g.document)).toHaveLength(before + 1);
    await page.goto(g.page);
    await expect(page.getByRole("region", { name: g.topicsHeading }).getByRole("listitem")).toHaveText([g.soy]);
  });
});

test.describe("quick links by role", () => {
  for (const [email, title, link] of [
    ["ar.conectado@surco.example", "Accesos rápidos", "Contenido para vos"],
    ["ar.finanzas@surco.example", "Accesos premium", "Descargar resumen (CSV)"],
    ["ar.finanzasypedidos@surco.example", "Accesos Eximia", "Catálogo de productos"],
  ] as const) {
    // Once, without JavaScript: server HTML.
    test(`${email}: ${title}`, SERVER_HTML, async ({ page }) => {
      await signedIn(page, email, "/es-ar/mi-cuenta");
      const links = page.getByRole("navigation", { name: title });
      await expect(links).toBeVisible();
      await expect(links.getByRole("link", { name: link })).toBeVisible();
      await expect(page.getByRole("navigation", { name: /^Accesos/ })).toHaveCount(1);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe("the cultivar container", () => {
  // Once, without JavaScript: server HTML.
  test(
    "a Cultivar Plus grower sees the card with their lots and technical representative",
    SERVER_HTML,
    async ({ page }) => {
      await signedIn(page, "br.cultivarplus@surco.example", "/pt-br/area-logada");
      const card = page.getByRole("region", { name: "Cultivar Plus" });
      await expect(card.getByRole("rowheader", { name: "SJ-2611-B" })).toBeVisible();
      await expect(card.getByRole("row", { name: /SJ-2611-B/ })).toContainText("Granizo em V4");
      await expect(card.getByRole("link", { name: "renata.tavares@surco.example" })).toHaveAttribute(
        "href",
        "mailto:renata.tavares@surco.example",
      );
      await expect(card.getByRole("link", { name: "+55 (62) 98888-0142" })).toHaveAttribute(
        "href",
        "tel:5562988880142",
      );
      await expect(page.getByRole("complementary", { name: "Seja Cultivar Plus" })).toHaveCount(0);
      await expectNoAxeViolations(page);
    },
  );

  // Once, without JavaScript: server HTML.
  test("any other grower sees the banner, not the card", SERVER_HTML, async ({ page }) => {
    await signedIn(page, "br.3estrelas@surco.example", "/pt-br/area-logada");
    await expect(page.getByRole("complementary", { name: "Seja Cultivar Plus" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Cultivar Plus" })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test.describe("when the Cultivar data cannot be read", () => {
    test.use({ ownUpstreams: true });
    // Once, without JavaScript: the card's error state is server HTML with a retry link.
    test(
      "when the Cultivar data cannot be read, the card says so with a retry, the page answers, and the retry recovers",
      SERVER_HTML,
      async ({ page }) => {
        // A grower no other test opens (nothing cached), whose reads alone fail: the sandbox's per-grower failure.
        const failure = { document: "73519028441" };
        await signedIn(page, "br.cultivarfalha@surco.example", "/pt-br");
        await fetch(`${sandbox()}/_sandbox/interests/failures`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(failure),
        });
        try {
          const response = await page.goto("/pt-br/area-logada");
          expect(response?.status()).toBe(200);
          const card = page.getByRole("region", { name: "Cultivar Plus" });
          await expect(
            card.getByRole("heading", { name: "Não foi possível mostrar seus dados do Cultivar Plus" }),
          ).toBeVisible();
          await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
          await expectNoAxeViolations(page);
        } finally {
          await fetch(`${sandbox()}/_sandbox/interests/failures/${failure.document}`, { method: "DELETE" });
          await upstreamsRecovered();
        }
        const card = page.getByRole("region", { name: "Cultivar Plus" });
        await card.getByRole("link", { name: "Tentar de novo" }).click();
        await expect(card).toContainText("Ainda não há dados do Cultivar Plus para você.");
        await expect(
          card.getByRole("heading", { name: "Não foi possível mostrar seus dados do Cultivar Plus" }),
        ).toHaveCount(0);
      },
    );
  });
});
