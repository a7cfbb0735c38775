import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

import type { APIRequestContext } from "@playwright/test";

import { COUNTRIES, type Locale } from "../../app/countries";
import { allowServerErrors, expect, test } from "./fixtures";
import { privatePages } from "./site-pages";
import { representatives } from "./sitemaps";
import { RAW_HTTP } from "./support";

/**
 * Every page is valid HTML (issue 27): one page of each template of every locale's sitemap, and the private landing
 * pages as a member of each country, as the server sends them, through the Nu Html Checker (vnu-jar, the W3C's
 * checker, run once on all of them). A template that one page of gets wrong gets every page wrong.
 */
const LOCALES: readonly Locale[] = COUNTRIES.flatMap((c) => c.locales);
/** The checker itself, as the vnu-jar package ships it (it runs on Java, which .ci/run installs). */
const VNU_JAR = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
// Every sweep of the es-US pages meets the resources page's contact block (see sitemap.spec.ts).
allowServerErrors(/^contact form: the locale has no form defined$/);

const MEMBERS: [Locale, string][] = [
  ["es-AR", "ar.finanzasypedidos@surco.example"],
  ["pt-BR", "br.3estrelas@surco.example"],
  ["en-US", "us.canjes@surco.example"],
];

/** The checker's errors on each page, "path: line:column message", or [] when every page is valid. */
async function checkerErrors(pages: ReadonlyMap<string, string>): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), "surco-vnu-"));
  try {
    const files = [...pages].map(([path, html], i) => {
      const file = join(dir, `${i}.html`);
      writeFileSync(file, html);
      return [file, path] as const;
    });
    const run = promisify(execFile);
    const args = ["-jar", VNU_JAR, "--errors-only", "--format", "json", ...files.map(([f]) => f)];
    // The checker exits 1 when it found errors; its report is on stderr either way.
    const { stderr } = await run("java", args, { maxBuffer: 64 * 1024 * 1024 }).catch(
      (failed: { code?: string | number; stderr?: string }) => {
        if (failed.code === "ENOENT")
          throw new Error("The Nu Html Checker needs Java: apt-get install default-jre-headless");
        return { stderr: failed.stderr ?? "" };
      },
    );
    const report = JSON.parse(stderr) as { messages: { url: string; lastLine?: number; message: string }[] };
    const pathOf = new Map(files.map(([file, path]) => [`file:${file}`, path]));
    return report.messages.map((m) => `${pathOf.get(m.url) ?? m.url}:${m.lastLine ?? "?"} ${m.message}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function fetchAll(request: APIRequestContext, paths: readonly string[], into: Map<string, string>) {
  for (const path of paths) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(200);
    into.set(path, await answer.text());
  }
}

test("every template of every locale, public and private, is valid HTML", RAW_HTTP, async ({ page, request }) => {
  test.setTimeout(240_000);
  const pages = new Map<string, string>();
  for (const locale of LOCALES) await fetchAll(request, await representatives(request, locale), pages);
  for (const [locale, email] of MEMBERS) {
    await fetchAll(page.request, await privatePages(page, locale, email), pages);
    await page.context().clearCookies();
  }
  expect(pages.size).toBeGreaterThan(100);
  expect(await checkerErrors(pages)).toEqual([]);
});
