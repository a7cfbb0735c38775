import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { clearFaults, expectNoAxeViolations, hydrated, SERVER_HTML, setFault } from "./support";

/**
 * The weather page (issue 15, spec 002 §2 §4 §5 §8, decision 0037). Server HTML flows (the location form, the
 * remembered place, errors, the bulletin region) run once, with JavaScript off; the autocomplete, Enter and the
 * device's position run with it on; the upstream failing then recovering runs once, in the js-off project.
 */
const jsOff = () => test.info().project.use.javaScriptEnabled === false;

const widget = (page: Page) => page.locator("section#weather");

async function chooseByForm(page: Page, text: string) {
  await widget(page).getByLabel("Localidad o código postal").fill(text);
  await widget(page).getByRole("button", { name: "Ver pronóstico" }).click();
}

// Once, in the js-off project (decision 0039): server HTML: the same with JavaScript on.
test.describe("without JavaScript", SERVER_HTML, () => {
  test("a town typed in the form gives its 7 days, remembered on the next visit; change location forgets it", async ({
    page,
  }) => {
    await page.goto("/es-ar/clima");
    await expect(widget(page).getByText("Elegí tu localidad o código postal para ver el pronóstico.")).toBeVisible();
    await expect(
      page.getByText("Elegí tu localidad en el pronóstico para ver las ventanas de pulverización."),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await chooseByForm(page, "pergamino");
    await expect(page).toHaveURL(/\/es-ar\/clima#weather$/);
    await expect(widget(page).getByText("Pronóstico para Pergamino, Buenos Aires")).toBeVisible();
    const days = widget(page).getByRole("list", { name: "Pronóstico de 7 días para Pergamino, Buenos Aires" });
    await expect(days.getByRole("listitem")).toHaveCount(7);
    await expect(days.getByRole("listitem").first().getByRole("heading")).toHaveText(/^[a-záéíóú]{3} \d{1,2}\.\d{2}$/);
    await expect(days.getByRole("listitem").first()).toContainText(/\d+,\d h/);
    await expect(days.getByRole("listitem").first()).toContainText(
      /km\/h del (norte|noreste|este|sudeste|sur|sudoeste|oeste|noroeste)/,
    );
    await expect(page.getByText("Seguí siempre las indicaciones de la etiqueta del producto")).toBeVisible();
    await expect(page.locator("section#spray-windows ol li").first()).toBeVisible();
    // Each hour's reason is text a tap opens, not a hover title (issue 27).
    await expect(page.locator("section#spray-windows [title]")).toHaveCount(0);
    const reasons = page.locator("section#spray-windows details").first();
    await reasons.getByText("Ver el motivo de cada hora").click();
    await expect(reasons.getByRole("listitem").first()).toBeVisible();
    await expect(reasons.getByRole("listitem").first()).toContainText(/km\/h/);
    await expectNoAxeViolations(page);

    // The place is in a cookie: a new visit opens on it.
    await page.goto("/es-ar/clima");
    await expect(widget(page).getByText("Pronóstico para Pergamino, Buenos Aires")).toBeVisible();

    // Degree days from a planting date (an address to share); a future date is refused next to the field.
    const planted = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    await page.goto(`/es-ar/clima?planted=${planted}`);
    await expect(page.getByText(/^Desde la siembra: \d+ grados día$/)).toBeVisible();
    await expect(page.getByText(/^(29|30|31) días desde la siembra/)).toBeVisible();
    await page.goto("/es-ar/clima?planted=2099-01-01");
    await expect(page.getByText("La fecha de siembra no puede ser posterior a hoy.")).toBeVisible();
    await expect(page.getByLabel("Fecha de siembra")).toHaveValue("2099-01-01");

    await widget(page).getByRole("button", { name: "Cambiar ubicación" }).click();
    await expect(widget(page).getByLabel("Localidad o código postal")).toBeVisible();
    await page.goto("/es-ar/clima");
    await expect(widget(page).getByText("Pronóstico para")).toHaveCount(0);
  });

  test("a postcode works; nothing found and a place without a map are said under the field, the text kept", async ({
    page,
  }) => {
    await page.goto("/es-ar/clima");
    await chooseByForm(page, "zzzz");
    const field = widget(page).getByLabel("Localidad o código postal");
    await expect(widget(page).getByText(/No encontramos ningún lugar con ese nombre en Argentina/)).toBeVisible();
    await expect(field).toHaveValue("zzzz");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);

    await chooseByForm(page, "paraje sin mapa");
    await expect(widget(page).getByText(/No encontramos esa dirección/)).toBeVisible();
    await expect(field).toHaveValue("paraje sin mapa");

    await chooseByForm(page, "2700");
    await expect(widget(page).getByText("Pronóstico para Pergamino, Buenos Aires")).toBeVisible();
  });

  test("US growers read °F, mph and inches", async ({ page }) => {
    await page.goto("/en-us/weather");
    await widget(page).getByLabel("Town or ZIP code").fill("50010");
    await widget(page).getByRole("button", { name: "Show forecast" }).click();
    await expect(widget(page).getByText("Forecast for Ames, Iowa")).toBeVisible();
    await expect(widget(page).getByText("Temperatures in °F, wind in mph, rain in inches.")).toBeVisible();
    await expect(widget(page).getByRole("listitem").first()).toContainText(/\d+ mph from the/);
    await expect(widget(page).getByRole("listitem").first()).toContainText(/\d\.\d\d in/);
    await expectNoAxeViolations(page);
  });

  test("bulletins: Centro-Oeste by default, 'Hoje' on today's, next and previous wrap, a new region starts at its first", async ({
    page,
  }) => {
    await page.goto("/pt-br/clima");
    const player = page.locator("section#weather-bulletin");
    await expect(player.getByLabel("Região")).toHaveValue("centro-oeste");
    await expect(player.getByText("Hoje", { exact: true })).toBeVisible();
    await expect(player.getByText("Vídeo 1 de 4")).toBeVisible();
    await expect(player.getByRole("link", { name: /^Assistir ao vídeo/ })).toHaveAttribute(
      "href",
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}$/,
    );
    await expect(page.locator("iframe")).toHaveCount(0);
    await expectNoAxeViolations(page);

    await player.getByRole("link", { name: "Anterior" }).click();
    await expect(player.getByText("Vídeo 4 de 4")).toBeVisible();
    await expect(player.getByText("Hoje", { exact: true })).toHaveCount(0);
    await player.getByRole("link", { name: "Próximo" }).click();
    await expect(player.getByText("Vídeo 1 de 4")).toBeVisible();
    await player.getByRole("link", { name: "Próximo" }).click();
    await expect(player.getByText("Vídeo 2 de 4")).toBeVisible();

    await player.getByLabel("Região").selectOption("mapitoba");
    await player.getByRole("button", { name: "Ver região" }).click();
    await expect(player.getByLabel("Região")).toHaveValue("mapitoba");
    await expect(player.getByText("Vídeo 1 de 4")).toBeVisible();
    await expect(player.getByRole("heading", { level: 3 })).toContainText("Mapitoba");
    const cookies = await page.context().cookies();
    const region = cookies.find((cookie) => cookie.name === "user-region")?.value ?? "";
    expect(JSON.parse(Buffer.from(decodeURIComponent(region), "base64").toString())).toBe("mapitoba");
  });

  test.describe("when the weather upstream fails", () => {
    test.use({ ownUpstreams: true });
    test("the weather upstream failing shows the server error beside the place, the page still 200; then it recovers", async ({
      page,
    }) => {
      // A place no other test forecasts in es-US: nothing cached to hide the outage.
      await page.goto("/es-us/clima");
      await widget(page).getByLabel("Localidad o código postal (ZIP)").fill("fargo");
      await setFault("weather", { mode: "status", status: 500 });
      const answer = await page.request.post("/api/weather/location", {
        form: { intent: "search", locale: "es-US", returnTo: "/es-us/clima", q: "fargo" },
        maxRedirects: 0,
      });
      expect(answer.status()).toBe(303);
      expect(answer.headers().location).toContain("weather-problem=server");
      await clearFaults("weather");
      await chooseByForm(page, "fargo");
      await expect(widget(page).getByText("Pronóstico para Fargo, North Dakota")).toBeVisible();

      // Now the forecast of a place in the cookie fails: en-US has not cached Fargo.
      await setFault("weather", { mode: "status", status: 500 });
      const response = await page.goto("/en-us/weather");
      expect(response?.status()).toBe(200);
      await expect(widget(page).getByText("The forecast isn't available right now.", { exact: false })).toBeVisible();
      await expect(page.getByRole("heading", { name: "We couldn't load the spray windows" })).toBeVisible();
      await expectNoAxeViolations(page);

      await clearFaults("weather");
      await page.reload();
      await expect(widget(page).getByText("Forecast for Fargo, North Dakota")).toBeVisible();
      await expect(widget(page).getByRole("listitem")).toHaveCount(7);
    });
  });
});

test.describe("with JavaScript", () => {
  test.skip(() => jsOff(), "suggestions, Enter and the device's position need JavaScript");

  test("suggestions as the grower types, restricted to the country; Enter picks the first", async ({ page }) => {
    await page.goto("/es-ar/clima");
    await hydrated(page);
    const field = widget(page).getByRole("combobox", { name: "Localidad o código postal" });
    await field.fill("ju");
    const options = widget(page).getByRole("listbox").getByRole("option");
    await expect(options.first()).toHaveText("Junín, Buenos Aires, Argentina");
    await expectNoAxeViolations(page);
    await field.press("Enter");
    await expect(widget(page).getByText("Pronóstico para Junín, Buenos Aires")).toBeVisible();
    await expect(
      widget(page)
        .getByRole("list", { name: /Pronóstico de 7 días/ })
        .getByRole("listitem"),
    ).toHaveCount(7);

    await widget(page).getByRole("button", { name: "Cambiar ubicación" }).click();
    await expect(widget(page).getByRole("combobox")).toBeVisible();
  });

  test("Enter with no suggestion is the inline error", async ({ page }) => {
    await page.goto("/es-ar/clima");
    await hydrated(page);
    const field = widget(page).getByRole("combobox", { name: "Localidad o código postal" });
    await field.fill("qqqq");
    // The answer (none) is in once the list has been asked for (past the debounce) and the field is no longer busy
    // with it; before that, Enter rightly sends the form as typed for the server to look up.
    await page.waitForResponse((r) => r.url().includes("/api/weather/places"));
    await expect(field).toHaveAttribute("aria-busy", "false");
    await field.press("Enter");
    await expect(widget(page).getByText(/No encontramos esa dirección/)).toBeVisible();
    await expect(page).toHaveURL(/\/es-ar\/clima$/);
  });

  test("use my location: granted gives the place's forecast; denied shows the tooltip", async ({ browser }) => {
    const granted = await browser.newContext({
      javaScriptEnabled: true,
      permissions: ["geolocation"],
      geolocation: { latitude: -32.95, longitude: -60.66 },
      baseURL: test.info().project.use.baseURL,
    });
    const page = await granted.newPage();
    await page.goto("/es-ar/clima");
    await hydrated(page);
    await widget(page).getByRole("button", { name: "Usar mi ubicación" }).click();
    await expect(widget(page).getByText("Pronóstico para Rosario, Santa Fe")).toBeVisible();
    await granted.close();

    const denied = await browser.newContext({
      javaScriptEnabled: true,
      permissions: [],
      baseURL: test.info().project.use.baseURL,
    });
    const other = await denied.newPage();
    await other.goto("/es-ar/clima");
    await hydrated(other);
    await widget(other).getByRole("button", { name: "Usar mi ubicación" }).click();
    await expect(widget(other).getByRole("status").getByText("Sin acceso a tu ubicación")).toBeVisible();
    await expectNoAxeViolations(other);
    await denied.close();
  });
});
