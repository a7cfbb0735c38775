import { chromium } from "@playwright/test";
const [email, ...paths] = process.argv.slice(2);
const js = process.env.JS !== "off";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--disable-background-networking"] });
const ctx = await browser.newContext({ javaScriptEnabled: js, baseURL: "http://localhost:3510", viewport: { width: 1280, height: 900 } });
const page = await ctx.newPage();
if (email !== "-") {
  await page.goto(`/api/auth/login?state=${encodeURIComponent(paths[0])}`);
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByLabel(/password|senha|contraseña/i).fill("surco-demo");
  await page.getByRole("button", { name: /sign in|entrar|ingresar|log in/i }).click();
  await page.waitForLoadState("networkidle");
}
for (const p of paths) {
  await page.goto(p);
  console.log("=====", p, page.url());
  console.log((await page.locator("main").innerText()).slice(0, Number(process.env.MAX ?? 5000)));
  if (process.env.SHOT) await page.screenshot({ path: process.env.SHOT, fullPage: true });
}
await browser.close();
