import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

import { describe, expect, it } from "vitest";

/**
 * A route folder holds a route and what only it uses: code two pages share
 * lives in a feature module (app/field-data, app/loyalty, app/catalog, app/domain …), never in one of
 * the pages' folders. This reads every import and re-export under app/routes
 * and fails when one reaches into another route's folder.
 */
const ROUTES = dirname(fileURLToPath(import.meta.url));
const APP = dirname(ROUTES);

/** The folder a file under app/routes belongs to: "$locale/catalog", "resources", or "$locale" for the layout. */
export function routeFolderOf(file: string): string | null {
  const parts = relative(ROUTES, file).split(sep);
  if (parts[0] === ".." || parts.length < 2) return null;
  if (parts[0] === "$locale") return parts.length > 2 ? `$locale/${parts[1]}` : "$locale";
  return parts[0];
}

/** The modules a source file names: static imports and re-exports (types included) and dynamic import(). */
export function importedSpecifiers(source: string): string[] {
  const found = [
    ...source.matchAll(/^\s*(?:import|export)\s[^;]*?\bfrom\s*["']([^"']+)["']/gms),
    ...source.matchAll(/^\s*import\s*["']([^"']+)["']/gm),
    ...source.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g),
  ];
  return found.map((match) => match[1]);
}

function resolvedImport(file: string, specifier: string): string | null {
  if (specifier.startsWith("~/")) return join(APP, specifier.slice(2));
  if (specifier.startsWith(".")) return resolve(dirname(file), specifier);
  return null;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every import under app/routes that leaves its own route folder for another's, as "from → to". */
export function crossRouteImports(files: readonly string[], read: (file: string) => string): string[] {
  return files.flatMap((file) => {
    const own = routeFolderOf(file);
    return importedSpecifiers(read(file))
      .map((specifier) => resolvedImport(file, specifier))
      .filter((target): target is string => target !== null)
      .filter((target) => {
        const other = routeFolderOf(target);
        return other !== null && other !== own;
      })
      .map((target) => `${relative(ROUTES, file)} → ${relative(ROUTES, target)}`);
  });
}

describe("route folders", () => {
  const files = sourceFiles(ROUTES);
  const crossings = crossRouteImports(files, (file) => readFileSync(file, "utf8"));

  it("no route imports from another route's folder", () => {
    expect(crossings).toEqual([]);
  });

  it("catches every form of import that crosses, and nothing that stays home", () => {
    const file = (path: string) => join(ROUTES, path);
    const sources: Record<string, string> = {
      [file("$locale/preceon/route.tsx")]: [
        'import { FieldPage } from "../fields/field-page";',
        'import type { Model } from "~/routes/$locale/fields/dashboard.server";',
        'export { measuresFor } from "../fields/measures";',
        'import "../fields/fields.css";',
        'const chart = await import("../field-recommendations/curve-chart");',
        "import {\n  a,\n  b,\n} from '../layout';",
        'import { view } from "./view.server";',
        'import { FieldPage as Shared } from "~/field-data/field-page";',
        'import { z } from "zod";',
      ].join("\n"),
      [file("resources/sitemap.ts")]: 'import { x } from "./robots";\nimport { y } from "~/routes/$locale/catalog/z";',
    };
    expect(crossRouteImports(Object.keys(sources), (path) => sources[path])).toEqual([
      "$locale/preceon/route.tsx → $locale/fields/field-page",
      "$locale/preceon/route.tsx → $locale/fields/dashboard.server",
      "$locale/preceon/route.tsx → $locale/fields/measures",
      "$locale/preceon/route.tsx → $locale/layout",
      "$locale/preceon/route.tsx → $locale/fields/fields.css",
      "$locale/preceon/route.tsx → $locale/field-recommendations/curve-chart",
      "resources/sitemap.ts → $locale/catalog/z",
    ]);
  });
});
