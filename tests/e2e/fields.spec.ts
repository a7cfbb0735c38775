import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { expectNoAxeViolations, hydrated, logIn, SERVER_HTML, untilServerSays } from "./support";

/**
 * Field data (issue 4): the field-view dashboard with every sync path, the
 * connected-account gate, recommendations with their server-rendered curves,
 * Preceon and the carbon programme. With JavaScript on and off where JavaScript changes what the grower gets (the
 * polling, the connect dialog, the charts), once without it where the page is server HTML (decision 0039). Every
 * test logs in afresh, so the portal asks the partner for a new token and the
 * sandbox replays each season's sync path from the start.
 */
const DASHBOARD = "/es-ar/mis-campos";
const RECOMMENDATIONS = "/es-ar/mis-campos/recomendaciones";
const CONNECTED = "ar.conectado@surco.example";
const UNCONNECTED = "ar.sinconectar@surco.example";

async function openAs(page: Page, email: string, path: string) {
  await logIn(page, email, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, "\\?")}$`));
}

const cards = (page: Page) => page.getByRole("list", { name: /Campaña/ }).getByRole("listitem");

test.describe("connected grower: the dashboard", () => {
  // Once, without JavaScript: the dashboard is server HTML.
  test(
    "season 2024 completes at once: stats cards, best field over 1 ha, per-field table, sync date",
    SERVER_HTML,
    async ({ page }) => {
      await openAs(page, CONNECTED, DASHBOARD);
      await expect(page.getByRole("heading", { level: 1, name: "Tablero de campos" })).toBeVisible();
      // Complete, but from a sync months ago: never called "up to date".
      await expect(page.getByText("Última sincronización completa: 2 jun 2025", { exact: false })).toBeVisible();
      await expect(page.getByText("al día")).toHaveCount(0);
      await expect(page.getByText(/^Datos al 2 jun 2025/)).toBeVisible();
      await expect(cards(page)).toHaveCount(4);
      const best = cards(page).filter({ hasText: "Mejor lote" });
      // The test strip (0.8 ha) yields more but cannot be the best field.
      await expect(best).toContainText("Lote 1 · La Loma");
      // Compared with the rest of its crop (Lote 2's corn), not with soybeans and wheat.
      await expect(best).toContainText("10,42 t/ha · 17,48 % más que el resto");
      await expect(best).toContainText("Campaña 2024 · sincronizado el 2 jun 2025");
      const table = page.getByRole("table", { name: "Lotes de la campaña 2024" });
      await expect(table.getByRole("row")).toHaveCount(7);
      // Argentina reads t/ha: no bushel column.
      await expect(table.getByRole("columnheader", { name: "Bushels" })).toHaveCount(0);
      await expect(table.getByRole("columnheader")).toHaveCount(11);
      await expect(table.getByRole("row", { name: /Potrero Norte/ })).toContainText("3,41 t/ha");
      await expect(table.getByRole("row", { name: /Potrero Norte/ })).toContainText("Único lote de su cultivo");
      await expect(page.getByRole("link", { name: /Elegir lotes en la plataforma de campo/ })).toHaveAttribute(
        "href",
        /field-selection\?client_id=surco-portal-ar$/,
      );
      await expectNoAxeViolations(page);
    },
  );

  // Once, without JavaScript: the server waits for the sync within the page's budget.
  test(
    "season 2023 completes after 3 sync tries, within the page's budget: today's sync, so 'up to date'",
    SERVER_HTML,
    async ({ page }) => {
      await openAs(page, CONNECTED, `${DASHBOARD}?temporada=2023`);
      await expect(page.getByText("Sincronización completa: los datos están al día.")).toBeVisible();
      // The stale dashboard had two fields; the synced one has four.
      await expect(
        page.getByRole("table", { name: "Lotes de la campaña 2023" }).getByRole("row", { name: /Potrero Norte/ }),
      ).toBeVisible();
      await expect(cards(page).filter({ hasText: "Mejor lote" })).toContainText("Potrero Norte");
    },
  );

  // Once, without JavaScript: server HTML.
  test("season 2022 goes EMPTY: the dashboard as it was, the empty-data state", SERVER_HTML, async ({ page }) => {
    await openAs(page, CONNECTED, `${DASHBOARD}?temporada=2022`);
    await expect(page.getByText("La plataforma de campo no tiene datos para esta campaña.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "No hay datos para esta campaña" })).toBeVisible();
    await expect(cards(page).first()).toHaveAttribute("data-variant", "empty");
    await expectNoAxeViolations(page);
  });

  // Once, without JavaScript: server HTML and a retry link.
  test(
    "season 2019 has partial years: after 5 tries the last data stay, dated, with what is missing and a retry",
    SERVER_HTML,
    async ({ page }) => {
      await openAs(page, CONNECTED, `${DASHBOARD}?temporada=2019`);
      const status = page.getByRole("region", { name: "Estado de la sincronización" });
      await expect(status).toContainText("La sincronización falló: mostramos los últimos datos que tenemos.");
      await expect(status).toContainText("Datos al 14 mar 2025");
      await expect(status).toContainText(
        "Lo intentamos varias veces y la sincronización no terminó. Faltan algunas campañas en la plataforma de campo.",
      );
      await expect(status.getByRole("link", { name: "Reintentar" })).toHaveAttribute(
        "href",
        `${DASHBOARD}?temporada=2019&reintentar=1`,
      );
      await expect(cards(page).first()).not.toHaveAttribute("data-variant", "error");
      await expect(page.getByText("No disponible")).toHaveCount(0);
      // A partial year: no field has harvest and planting together, so no totals, but its two harvests are shown
      // (issue 26), never a bare "Sin datos" over data the grower has.
      await expect(
        page.getByRole("heading", { name: "Sin lotes con cosecha y siembra en esta campaña" }),
      ).toBeVisible();
      const table = page.getByRole("table", { name: "Lotes de la campaña 2019" });
      await expect(table.getByRole("row")).toHaveCount(4);
      await expect(table.getByRole("row").nth(2)).toContainText("t/ha");
    },
  );

  // Once, without JavaScript: server HTML and a retry link.
  test(
    "season 2020's sync fails: the last data stay on screen with their date, and a retry that works without JavaScript",
    SERVER_HTML,
    async ({ page }) => {
      await openAs(page, CONNECTED, `${DASHBOARD}?temporada=2020`);
      const status = page.getByRole("region", { name: "Estado de la sincronización" });
      await expect(status).toContainText("La sincronización falló: mostramos los últimos datos que tenemos.");
      await expect(status).toContainText("Datos al 14 mar 2025");
      await expect(status).toContainText("La plataforma de campo no respondió como esperábamos.");
      // Before the fix every card read "No disponible" under "Sincronizando…".
      await expect(page.getByText("No disponible")).toHaveCount(0);
      await expect(cards(page).first()).toHaveAttribute("data-variant", "standard");
      await expect(cards(page).filter({ hasText: "Mejor lote" })).toContainText("Campaña 2020 · datos al 14 mar 2025");
      await expect(
        page.getByRole("table", { name: "Lotes de la campaña 2020" }).getByRole("row", { name: /Lote 1 · La Loma/ }),
      ).toContainText("t/ha");
      const retry = status.getByRole("link", { name: "Reintentar" });
      await expect(retry).toHaveAttribute("href", `${DASHBOARD}?temporada=2020&reintentar=1`);
      await retry.click();
      await expect(page).toHaveURL(/reintentar=1/);
      await expect(status).toContainText("La sincronización falló");
      await expectNoAxeViolations(page);
    },
  );

  test("season 2021 never completes: the page answers within its budget with 'syncing, data as of', then the result", async ({
    page,
  }) => {
    await logIn(page, CONNECTED, `${DASHBOARD}?temporada=2021`);
    await expect(page.getByText("Sincronizando · datos al 14 mar 2025", { exact: false })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Estamos trayendo tus datos de campo" })).toBeVisible();
    // What is known is shown meanwhile, marked with its date.
    await expect(cards(page).filter({ hasText: "Mejor lote" })).toContainText("Campaña 2021 · datos al 14 mar 2025");
    if (test.info().project.use.javaScriptEnabled === false) {
      // The grower comes back once the loop has ended on the server (read with the page's own cookies).
      const again = page.getByRole("link", { name: "Volver a consultar" });
      await untilServerSays(page, (await again.getAttribute("href"))!, "La sincronización falló");
      await again.click();
    }
    // With JavaScript the page polls; without it, the link reloads. Either way the loop's outcome arrives, over the last data.
    await expect(page.getByText("La sincronización falló: mostramos los últimos datos que tenemos.")).toBeVisible({
      timeout: 15_000,
    });
    await expect(
      page.getByText("Lo intentamos varias veces y la sincronización no terminó.", { exact: false }),
    ).toBeVisible();
    await expect(cards(page).filter({ hasText: "Mejor lote" })).toContainText("Campaña 2021 · datos al 14 mar 2025");
  });

  test("choosing another season on a slow link hides this season's figures until the other's arrive", async ({
    page,
  }) => {
    test.skip(test.info().project.name === "js-off", "without JavaScript the browser loads a whole new page");
    await openAs(page, CONNECTED, DASHBOARD);
    await hydrated(page);
    await expect(cards(page).first()).toContainText("Campaña 2024");
    // The season's data held back, as a rural link would: the page must not show 2024's figures as 2023's.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/mis-campos\.data/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByLabel("Campaña", { exact: true }).selectOption("2023");
    await page.getByRole("button", { name: "Ver campaña" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Cargando la campaña 2023…" })).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByRole("table")).toHaveCount(0);
    release();
    await expect(page).toHaveURL(/temporada=2023/);
    await expect(cards(page).first()).toContainText("Campaña 2023");
    await expect(page.getByText("Cargando la campaña 2023…")).toHaveCount(0);
  });

  // Once, without JavaScript: a GET form.
  test("a season can be chosen with the GET form", SERVER_HTML, async ({ page }) => {
    await openAs(page, CONNECTED, DASHBOARD);
    await page.getByLabel("Campaña", { exact: true }).selectOption("2018");
    await page.getByRole("button", { name: "Ver campaña" }).click();
    await expect(page).toHaveURL(/temporada=2018/);
    await expect(
      page.getByText("La fuente de datos de la plataforma de campo está fallando.", { exact: false }),
    ).toBeVisible();
  });
});

test.describe("unconnected grower", () => {
  test("notConnected cards, the not-connected state and the gate on actions", async ({ page }) => {
    await openAs(page, UNCONNECTED, DASHBOARD);
    await expect(cards(page)).toHaveCount(4);
    await expect(cards(page).first()).toHaveAttribute("data-variant", "notConnected");
    await expect(page.getByRole("heading", { name: "Conectá tu cuenta de datos de campo" })).toBeVisible();
    if (test.info().project.use.javaScriptEnabled !== false)
      await expect(page.locator("[data-hydrated]")).toHaveCount(1);
    await page.getByRole("link", { name: "Ver recomendaciones por lote" }).click();
    if (test.info().project.use.javaScriptEnabled === false) {
      // Without JavaScript the action is the connect page itself.
      await expect(page).toHaveURL(/\/es-ar\/configuracion-de-perfil\/conectar-cuenta\?volver=/);
    } else {
      const dialog = page.getByRole("dialog", { name: "Conectá tu cuenta para continuar" });
      await expect(dialog).toBeVisible();
      await expectNoAxeViolations(page);
      await dialog.getByRole("link", { name: "Conectar cuenta" }).click();
      await expect(page).toHaveURL(/\/es-ar\/configuracion-de-perfil\/conectar-cuenta\?volver=/);
    }
    await expect(page.getByRole("heading", { name: "Tu cuenta todavía no está conectada" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  // Once, without JavaScript: a plain POST form and its cookie.
  test("connecting stores the token and comes back: a new account has no data yet", SERVER_HTML, async ({ page }) => {
    await openAs(page, UNCONNECTED, "/es-ar/configuracion-de-perfil/conectar-cuenta");
    await page.getByRole("button", { name: "Conectar mi cuenta" }).click();
    await expect(page).toHaveURL(/\/es-ar\/mis-campos$/);
    await expect(page.getByRole("heading", { name: "No hay datos para esta campaña" })).toBeVisible();
    // Sealed (issue 26): neither the partner's token nor the grower's e-mail can be read from it; `__Host-`,
    // Secure, HttpOnly, and it lives no longer than the partner's token (the sandbox issues 30-day tokens).
    const cookies = await page.context().cookies();
    const token = cookies.find((c) => c.name === "__Host-surco_fv");
    expect(token).toMatchObject({ httpOnly: true, secure: true, sameSite: "Lax", path: "/" });
    expect(Buffer.from(token!.value, "base64url").toString("latin1")).not.toContain(UNCONNECTED.split("@")[0]);
    expect(token!.expires * 1000 - Date.now()).toBeLessThanOrEqual(30 * 24 * 3600 * 1000);
  });

  // Once, without JavaScript: server HTML.
  test(
    "recommendations and Preceon: the connect invitation (Preceon's banner variant)",
    SERVER_HTML,
    async ({ page }) => {
      await openAs(page, UNCONNECTED, RECOMMENDATIONS);
      await expect(page.getByRole("heading", { name: "Conectá tu cuenta de datos de campo" })).toBeVisible();
      await expect(page.locator("svg.recharts-surface")).toHaveCount(0);
      await page.goto("/es-ar/mis-campos/preceon");
      await expect(page.getByRole("link", { name: "Conectar cuenta para usar Preceon" })).toHaveAttribute(
        "href",
        /preceon-redirect=true/,
      );
      await expectNoAxeViolations(page);
    },
  );
});

test.describe("recommendations", () => {
  // Once, without JavaScript: the curves are in the server's HTML.
  test(
    "five products per field with the yield/density curve as SVG in the server's HTML",
    SERVER_HTML,
    async ({ page }) => {
      await openAs(page, CONNECTED, `${RECOMMENDATIONS}?lote=fld-celina-02`);
      await expect(page.getByRole("heading", { name: "Híbridos recomendados para Lote 2 · El Bajo" })).toBeVisible();
      await expect(page.locator("[data-product]")).toHaveCount(5);
      await expect(page.locator("[data-product]").first()).toContainText(/\d+,\d{1,4} semillas\/m²/);
      await expect(page.locator("svg.recharts-surface")).toHaveCount(5);
      const html = await (await page.request.get(`${RECOMMENDATIONS}?lote=fld-celina-02`)).text();
      expect(html.match(/<svg[^>]*class="recharts-surface"/g)?.length).toBe(5);
      expect(html).toContain("recharts-line-curve");
      expect(html).toContain("recharts-reference-dot");
      // A section path of two segments is read as its own page: canonical and hreflang name it, not the dashboard.
      await expect(page.locator('link[rel="alternate"][hreflang="es-AR"]')).toHaveAttribute(
        "href",
        /\/es-ar\/mis-campos\/recomendaciones$/,
      );
      await expectNoAxeViolations(page);
    },
  );

  // Once, without JavaScript: a GET form.
  test(
    "a seed lot corrects its own hybrid only, with the checker's figure for the same lot and stand",
    SERVER_HTML,
    async ({ page }) => {
      await openAs(page, CONNECTED, RECOMMENDATIONS);
      await page.getByLabel("Código de lote").fill("SG24-9300-0012");
      await page.getByRole("button", { name: "Aplicar lote" }).click();
      await expect(page).toHaveURL(/semilla=SG24-9300-0012/);
      await expect(page.locator("[data-lot-notice]")).toHaveText(
        "El lote SG24-9300-0012 es de CA 930 VT3P: la corrección se aplica solo a ese híbrido.",
      );
      const own = page.locator("[data-product]").filter({ hasText: "CA 930 VT3P" });
      // 81.876 plants/ha ÷ (0,85 × (1 − 0,055)) = 101.931 seeds/ha; before the fix every hybrid got 81.876 ÷ 0,85 = 96.325.
      await expect(own).toContainText(
        "Lote SG24-9300-0012 (85% de germinación, 5,5% de fallas): sembrá 101.931 semillas/ha para lograr 81.876 plantas/ha de CA 930 VT3P.",
      );
      await expect(page.locator("[data-product]").filter({ hasText: "sembrá" })).toHaveCount(1);
      await expect(page.getByText("96.325")).toHaveCount(0);

      // The checker gives the same figure for the same lot and stand.
      await page.goto("/es-ar/calidad-de-semilla?lot=SG24-9300-0012&stand=81876");
      await expect(page.getByText("Sembrá 101.931 semillas/ha")).toBeVisible();
    },
  );

  for (const [code, notice] of [
    [
      "CX24-1180-0022",
      "El lote CX24-1180-0022 es de CX 118 SmartStax, que no está entre los híbridos recomendados para este campo.",
    ],
    ["SOJ24-0001", "El lote SOJ24-0001 es de soja: esta corrección es para lotes de maíz."],
    ["NOPE-1", "No encontramos resultados de calidad para el lote NOPE-1."],
    ["SG19-0001-0001", "El lote SG19-0001-0001 está vencido"],
    ["ERR500", "No pudimos consultar el lote ERR500: el servicio de lotes no está disponible."],
  ] as const) {
    // Once, without JavaScript: server HTML.
    test(`lot ${code} gets its own honest message and corrects no hybrid`, SERVER_HTML, async ({ page }) => {
      await openAs(page, CONNECTED, `${RECOMMENDATIONS}?lote=fld-celina-01&semilla=${code}`);
      await expect(page.locator("[data-lot-notice]")).toContainText(notice);
      await expect(page.locator("[data-product]")).toHaveCount(5);
      await expect(page.locator("[data-product]").filter({ hasText: "sembrá" })).toHaveCount(0);
    });
  }

  test("chart numbers use decimal commas and stay readable on a 375 px phone", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openAs(page, CONNECTED, `${RECOMMENDATIONS}?lote=fld-celina-01`);
    const chart = page.locator("svg.recharts-surface").first();
    await expect(chart).toBeVisible();
    const ticks = await chart.locator(".recharts-cartesian-axis-tick-value").allTextContents();
    expect(ticks.some((tick) => /\d,\d/.test(tick))).toBe(true);
    expect(ticks.filter((tick) => /\d\.\d/.test(tick))).toEqual([]);
    await expect(page.locator("[data-product]").first()).toContainText(/\d+,\d{1,4} semillas\/m²/);
    const smallest = await chart.evaluate((svg) => {
      const scale = svg.getBoundingClientRect().width / (svg as SVGSVGElement).viewBox.baseVal.width;
      return Math.min(
        ...[...svg.querySelectorAll("text")].map((text) => parseFloat(getComputedStyle(text).fontSize) * scale),
      );
    });
    expect(smallest).toBeGreaterThanOrEqual(11);
  });
});

// Once, without JavaScript: a GET form (the page ships no script).
test(
  "Preceon: a farm narrows the fields, and a field of another farm is said so beside the field",
  SERVER_HTML,
  async ({ page }) => {
    await openAs(page, CONNECTED, "/es-ar/mis-campos/preceon");
    const field = page.getByLabel("Lote", { exact: true });
    // Nothing chosen yet: the list says so instead of quietly standing on its first field.
    await expect(field).toHaveValue("");
    await expect(field.locator("option").first()).toHaveText("Elegí un lote");
    await field.selectOption("fld-aromos-01");
    // The farm changed and the form sent before a field of it was picked.
    await page.getByLabel("Campo", { exact: true }).selectOption("Estancia La Celina");
    await page.getByRole("button", { name: "Ver resumen" }).click();
    await expect(page).toHaveURL(/farm=Estancia\+La\+Celina&field=fld-aromos-01/);
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(/Ese lote no es de Estancia La Celina: elegí uno de sus lotes\./);
    await expect(field.locator("option")).toHaveText([
      "Elegí un lote",
      "Lote 1 · La Loma · Estancia La Celina",
      "Lote 2 · El Bajo · Estancia La Celina",
      "Lote 3 · Ensayo · Estancia La Celina",
    ]);
    await expect(page.getByRole("heading", { name: /^Resumen para/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await field.selectOption("fld-celina-02");
    await page.getByRole("button", { name: "Ver resumen" }).click();
    await expect(page.getByRole("heading", { name: "Resumen para Lote 2 · El Bajo" })).toBeVisible();
  },
);

// Once, without JavaScript: a GET form.
test(
  "Preceon: the GET selection with amount 8 by default, summary cards and the forecast",
  SERVER_HTML,
  async ({ page }) => {
    await openAs(page, CONNECTED, "/es-ar/mis-campos/preceon");
    await expect(page.getByLabel("Densidad (semillas/m²)")).toHaveValue("8");
    await page.getByLabel("Lote", { exact: true }).selectOption("fld-aromos-01");
    await page.getByLabel("Año climático").selectOption("nina");
    await page.getByRole("button", { name: "Ver resumen" }).click();
    await expect(page).toHaveURL(/field=fld-aromos-01/);
    await expect(page.getByRole("heading", { name: "Resumen para Potrero Norte" })).toBeVisible();
    await expect(page.locator("[data-type]")).toHaveCount(4);
    // Card figures in the locale's format: decimal commas, density and yield trimmed to 4 decimals at most.
    await expect(page.locator("[data-type=yield]")).toContainText(/^[^.]*\d+,\d{1,4} t\/ha/);
    await expect(page.locator("[data-type=density]")).toContainText("8 semillas/m²");
    await expect(page.getByRole("heading", { name: "Pronóstico para Potrero Norte" })).toBeVisible();
    // A current forecast starts today: no past day, no staleness note.
    const today = new Date().toLocaleDateString("es-AR", {
      weekday: "short",
      day: "numeric",
      month: "short",
      timeZone: "America/Argentina/Buenos_Aires",
    });
    await expect(
      page
        .locator("section", { has: page.getByRole("heading", { name: "Pronóstico para Potrero Norte" }) })
        .getByRole("listitem")
        .first(),
    ).toContainText(today);
    await expect(page.locator("[data-forecast-stale]")).toHaveCount(0);
    await expectNoAxeViolations(page);
  },
);

// Once, without JavaScript: server HTML.
test("Preceon: a stale forecast says how old it is and shows no past day", SERVER_HTML, async ({ page }) => {
  await openAs(page, CONNECTED, "/es-ar/mis-campos/preceon?field=fld-aromos-02");
  await expect(page.getByRole("heading", { name: "Pronóstico para Potrero Sur" })).toBeVisible();
  await expect(page.locator("[data-forecast-stale]")).toHaveText(
    "Este pronóstico es de hace 3 días: mostramos solo los días que faltan.",
  );
  const days = page
    .locator("section", { has: page.getByRole("heading", { name: "Pronóstico para Potrero Sur" }) })
    .getByRole("listitem");
  await expect(days).toHaveCount(2);
  const today = new Date().toLocaleDateString("es-AR", {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "America/Argentina/Buenos_Aires",
  });
  await expect(days.first()).toContainText(today);
});

// Once, without JavaScript: a GET form validated on the server.
test(
  "Preceon: an amount out of range is an error next to its field, as typed, and no summary is made of it",
  SERVER_HTML,
  async ({ page }) => {
    await openAs(page, CONNECTED, "/es-ar/mis-campos/preceon?field=fld-aromos-01&amount=150&climaticYear=nina");
    const amount = page.getByLabel("Densidad (semillas/m²)");
    await expect(amount).toHaveValue("150");
    await expect(amount).toHaveAttribute("aria-invalid", "true");
    await expect(amount).toHaveAccessibleDescription("Ingresá una densidad mayor que 0 y de hasta 100 semillas/m².");
    // The rest of the selection stands: the field's forecast, the climatic year chosen.
    await expect(page.getByLabel("Año climático")).toHaveValue("nina");
    await expect(page.getByRole("heading", { name: "Pronóstico para Potrero Norte" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Resumen para Potrero Norte" })).toHaveCount(0);
    await expectNoAxeViolations(page);
  },
);

// Once, without JavaScript: a link and a plain POST form.
test("connecting from Preceon's banner comes back to Preceon", SERVER_HTML, async ({ page }) => {
  await openAs(page, UNCONNECTED, "/es-ar/mis-campos/preceon");
  await page.getByRole("link", { name: "Conectar cuenta para usar Preceon" }).click();
  await expect(page).toHaveURL(/preceon-redirect=true/);
  await page.getByRole("button", { name: "Conectar mi cuenta" }).click();
  await expect(page).toHaveURL(/\/es-ar\/mis-campos\/preceon$/);
  await expect(page.getByLabel("Densidad (semillas/m²)")).toHaveValue("8");
});

test.describe("carbon programme", () => {
  // Once, without JavaScript: server HTML.
  test("a member sees each field's documents, their status and PDFs", SERVER_HTML, async ({ page }) => {
    await openAs(page, "br.carbono@surco.example", "/pt-br/jornada-do-carbono");
    await expect(page.getByRole("heading", { level: 2, name: "Talhão A · Sede" })).toBeVisible();
    await expect(page.getByText("3 de 4 documentos prontos")).toBeVisible();
    await expect(page.getByRole("link", { name: "Baixar PDF: Contrato" }).first()).toHaveAttribute(
      "href",
      /contracts\.pdf$/,
    );
    await expect(page.getByText("Em andamento: Aguardando coleta")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  // Once, without JavaScript: a server redirect.
  test("anyone else goes to the logged-in area", SERVER_HTML, async ({ page }) => {
    await logIn(page, "br.3estrelas@surco.example", "/pt-br/jornada-do-carbono");
    await expect(page).toHaveURL(/\/pt-br\/area-logada$/);
  });
});
