import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/lib/chromium/chromium-headless-shell", args: ["--no-sandbox","--disable-gpu"] });
async function shot(email, path, file, clip) {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, baseURL: "http://localhost:3822" });
  if (email) {
    await page.goto(`/api/auth/login?state=${encodeURIComponent(path)}`);
    await page.getByLabel(/e-?mail/i).fill(email);
    await page.getByLabel(/password|senha|contraseña/i).fill("surco-demo");
    await page.getByRole("button", { name: /sign in|entrar|ingresar|log in/i }).click();
    await page.waitForURL((u) => !u.pathname.startsWith("/api/auth"));
  }
  await page.goto(path);
  if (clip) await page.locator(clip).first().screenshot({ path: file });
  else await page.screenshot({ path: file });
  await page.close();
}
await shot(null, "/pt-br/recomendacao-por-cep?cep=78550000", "/tmp/sp-postcode.png", "table");
await shot("br.cultivarplus@surco.example", "/pt-br/area-logada", "/tmp/sp-cultivar.png", "table");
await shot("ar.conectado@surco.example", "/es-ar/historial", "/tmp/sp-historial.png");
await shot(null, "/pt-br/videos", "/tmp/sp-videos.png", "#videos nav");
await shot(null, "/es-ar/articulos/alerta-de-heladas-tardias", "/tmp/sp-article.png");
await browser.close();
