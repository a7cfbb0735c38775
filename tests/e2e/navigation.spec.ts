import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { hydrated } from "./support";

/**
 * The header as a grower uses it, desktop and phone, with JavaScript on (buttons
 * driven by the mega-menu reducer) and off (nested <details>): every link of the
 * navigation stays reachable either way.
 */
const nav = (page: Page, name: string | RegExp = "Main navigation") => page.getByRole("navigation", { name });
/** A section's toggle: a <summary> without JavaScript, a <button> with it. */
const toggle = (page: Page, label: string) =>
  nav(page)
    .locator(":is(summary, button)")
    .filter({ hasText: new RegExp(`^${label}$`) })
    .first();

test.describe("desktop (1280 px)", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a deep section opens its mega menu, a second click closes it, its links work", async ({ page }) => {
    // A page that hydrates (the contact page's dialogs): the home ships no script (issue 16), its menus are HTML.
    await page.goto("/en-us/contact");
    await hydrated(page);
    const section = toggle(page, "Surco");
    const about = nav(page).getByRole("link", { name: "About Surco" });
    await expect(about).toBeHidden();
    await section.click();
    await expect(about).toBeVisible();
    await section.click();
    await expect(about).toBeHidden();
    await section.click();
    await about.click();
    await expect(page).toHaveURL("/en-us/about-surco");
    await expect(nav(page).getByRole("link", { name: "About Surco", includeHidden: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("the active item follows the path", async ({ page }) => {
    await page.goto("/es-ar/contacto");
    await expect(nav(page, "Navegación principal").getByRole("link", { name: "Contacto" }).first()).toHaveAttribute(
      "aria-current",
      "page",
    );
  });
});

test.describe("phone (375 px)", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the menu drills down into a section and back, and reaches every link", async ({ page }, testInfo) => {
    // A page that hydrates (the contact page's dialogs): the home ships no script (issue 16), its menus are HTML.
    await page.goto("/en-us/contact");
    await hydrated(page);
    const menu = page.getByRole("banner").getByText("Menu", { exact: true });
    await menu.click();
    await toggle(page, "Surco").click();
    const privacy = nav(page).getByRole("link", { name: "Privacy" });
    await expect(privacy).toBeVisible();
    if (testInfo.project.use.javaScriptEnabled !== false) {
      // With JavaScript the drawer shows one level at a time, with a way back.
      await nav(page).getByRole("button", { name: "Back" }).click();
      await expect(privacy).toBeHidden();
      await expect(nav(page).getByRole("link", { name: "Contact" })).toBeVisible();
      await toggle(page, "Surco").click();
    }
    await privacy.click();
    await expect(page).toHaveURL("/en-us/privacy");
  });
});

test("the account menu offers login with the way back before login", async ({ page }) => {
  await page.goto("/pt-br/contato?origem=menu");
  await page.getByRole("banner").getByText("Conta", { exact: true }).click();
  await expect(page.getByRole("link", { name: "Entrar" })).toHaveAttribute(
    "href",
    "/api/auth/login?state=%2Fpt-br%2Fcontato%3Forigem%3Dmenu",
  );
});
