import { expect, test } from "./fixtures";
import { expectNoAxeViolations, hydrated, pausePageClock, SERVER_HTML } from "./support";

/**
 * The video gallery (spec 002 §4 §5 §9; decision 0043). Without JavaScript: every control is a link and the state is
 * the address. With it: a video picked from the playlist plays by itself after 2 seconds, in the privacy-enhanced
 * player, and nothing of the video site loads before.
 */
const PAGE = "/pt-br/videos";

test.describe("video gallery", () => {
  test(
    "the playlist holds 10 videos; previous and next wrap through links; a poster links to the player",
    SERVER_HTML,
    async ({ page }) => {
      await page.goto(PAGE);
      const gallery = page.locator("#videos");
      const playlist = gallery.getByRole("navigation", { name: "Lista de vídeos: Vídeos técnicos" });
      await expect(playlist.getByRole("listitem")).toHaveCount(10);
      await expect(playlist.getByRole("link").first()).toHaveAttribute("aria-current", "true");
      await expect(gallery.getByText("Vídeo 1 de 10")).toBeVisible();
      const poster = gallery.getByRole("link", { name: /^Assistir ao vídeo: Milho safrinha/ });
      await expect(poster).toHaveAttribute("href", "https://www.youtube-nocookie.com/embed/Sv1dXq2mA0k");
      await expect(page.locator("iframe")).toHaveCount(0);
      await expectNoAxeViolations(page);

      // Previous from the first is the tenth (the eleventh published video is past the cap).
      await gallery.getByRole("link", { name: "Vídeo anterior" }).click();
      await expect(page).toHaveURL(/\/pt-br\/videos\?v=Gt6yH8uJ0iK#videos$/);
      await expect(gallery.getByText("Vídeo 10 de 10")).toBeVisible();
      await gallery.getByRole("link", { name: "Próximo vídeo" }).click();
      await expect(page).toHaveURL(/\/pt-br\/videos#videos$/);
      await expect(gallery.getByText("Vídeo 1 de 10")).toBeVisible();

      // The fourth's link names a 10-character id: it plays the fallback video.
      await playlist.getByRole("link", { name: /Monitoramento de pragas/ }).click();
      await expect(gallery.getByText("Vídeo 4 de 10")).toBeVisible();
      await expect(gallery.getByRole("link", { name: /^Assistir ao vídeo: Monitoramento/ })).toHaveAttribute(
        "href",
        "https://www.youtube-nocookie.com/embed/M7lc1UVf-VE",
      );
    },
  );

  test("titles are cut on a narrow phone and whole on a tablet, written once", SERVER_HTML, async ({ page }) => {
    await page.setViewportSize({ width: 340, height: 800 });
    await page.goto(PAGE);
    const title = page.locator("#videos nav li").first().locator("[data-cut-text]").first();
    // What the eye sees: the pieces in sight, each with the ellipsis drawn after it, if any.
    const seen = () =>
      title.evaluate((text) =>
        [...text.children]
          .filter((piece) => piece.getBoundingClientRect().width > 1)
          .map((piece) => {
            const after = /^"([^"]*)"/.exec(getComputedStyle(piece, "::after").content)?.[1] ?? "";
            return `${piece.textContent}${after}`;
          })
          .join(""),
      );
    const whole = "Milho safrinha no cerrado: janela de plantio, população e escolha do híbrido para cada talhão";
    // Written once, whole: what a text browser and a screen reader read.
    await expect(title).toHaveText(whole);
    expect(await seen()).toBe("Milho safrinha no cerrado: janela de plantio,…");
    await page.setViewportSize({ width: 800, height: 800 });
    expect(await seen()).toBe(whole);
  });

  test("a video picked from the playlist plays after 2 seconds, in the privacy-enhanced player", async ({ page }) => {
    test.skip(test.info().project.name !== "js-on", "the 2 s autoplay is what JavaScript adds");
    await page.route(/youtube-nocookie\.com/, (route) => route.fulfill({ status: 204, body: "" }));
    await page.clock.install();
    await page.goto(PAGE);
    await hydrated(page);
    await pausePageClock(page);
    const gallery = page.locator("#videos");
    await gallery
      .getByRole("navigation")
      .getByRole("link", { name: /Amostragem de solo/ })
      .click();
    await expect(page).toHaveURL(/\?v=Zc7nB3vK9yE#videos$/);
    await expect(gallery.getByText("Vídeo 3 de 10")).toBeVisible();
    await expect(gallery.getByRole("status").filter({ hasText: "O vídeo começa em 2 segundos." })).toBeVisible();
    const player = gallery.locator("iframe");
    await page.clock.runFor(1_900);
    await expect(player).toHaveCount(0);
    await page.clock.runFor(200);
    await expect(player).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/Zc7nB3vK9yE?autoplay=1&rel=0");
    // axe waits on the page's own timers: time moves for it, and stands still again after.
    await page.clock.resume();
    await expectNoAxeViolations(page);
    await pausePageClock(page);

    // Previous and next show a poster again: only a picked video plays by itself.
    await gallery.getByRole("link", { name: "Próximo vídeo" }).click();
    await expect(gallery.getByText("Vídeo 4 de 10")).toBeVisible();
    await page.clock.runFor(2_500);
    await expect(player).toHaveCount(0);
    // Pressing play puts the player in at once.
    await gallery.getByRole("link", { name: /^Assistir ao vídeo: Monitoramento/ }).click();
    await expect(player).toHaveAttribute("src", /embed\/M7lc1UVf-VE\?autoplay=1/);
  });
});
