import { chromium } from "@playwright/test";
const BASE = "http://localhost:3910";
const [,, email, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--disable-background-networking"] });
for (const js of [true, false]) for (const width of [1280, 375]) {
  const ctx = await browser.newContext({ javaScriptEnabled: js, viewport: { width, height: 900 } });
  const page = await ctx.newPage();
  if (email !== "-") {
    await page.goto(`${BASE}/api/auth/login?state=${encodeURIComponent(paths[0])}`);
    await page.getByLabel(/e-?mail/i).fill(email);
    await page.getByLabel(/password|senha|contraseña/i).fill("surco-demo");
    await page.getByRole("button", { name: /sign in|entrar|ingresar|log in/i }).click();
    await page.waitForLoadState("networkidle");
  }
  for (const p of paths) {
    await page.goto(BASE + p); await page.waitForLoadState("networkidle");
    const name = `${p.replace(/[^a-z0-9]+/gi, "_")}-${js ? "js" : "nojs"}-${width}`;
    await page.screenshot({ path: `/tmp/usf-shots/${name}.png`, fullPage: true });
    if (width === 1280 && js) console.log(p, "\n", (await page.locator("main").innerText()).slice(0, 2500));
  }
  await ctx.close();
}
await browser.close();
