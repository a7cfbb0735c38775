import { describe, expect, it } from "vitest";

import { foldForSearch } from "~/domain/search/normalize";
import { synonymTable } from "~/domain/search/synonyms";
import { LIFETIMES } from "~/services/cache.server";

import { brandWasReplaced, pickBrand, showBrandPicker } from "./brands";
import { CATEGORIES, categoryOf, inCategory, productSectionOf } from "./categories";
import {
  BRAND_IDS,
  CHECKLIST_DEBOUNCE_MS,
  CHECKLIST_MAX_HEIGHT_PX,
  DESCRIPTION_LIMIT,
  DOWNLOADS_SHOWN,
  FIRST_PAGE_SIZE,
  GRID_COLUMNS,
  GRID_ROWS,
  LOAD_MORE_CAP,
  SEARCH_DEBOUNCE_MS,
  SKELETON_CARDS,
  VIEW_MORE_STEP,
} from "./constants";
import {
  bioProducts,
  buildFilterDefinitions,
  checklistKeysOf,
  cleanFilterDefinitions,
  facetValues,
  filterChecklistOptions,
  type FilterDefinition,
  type FilterState,
  hasSelection,
  isRealOption,
  matchesFilters,
  MATURITY_BANDS,
  maturityBand,
  maturityDays,
  offersBioFilter,
  showResetFilters,
} from "./filters";
import { alphabetFor, letterBar, letterBarLayout, parseLetter } from "./letters";
import { cutDescription, splitDownloads } from "./listing";
import { lastPage, loadMoreCount, visibleCount } from "./paging";
import { initialOf, matchesLetter, matchesSearch } from "./search";
import { productOf } from "./test-support";

describe("the spec's constants", () => {
  it.each([
    ["search debounce (spec 000 §9)", SEARCH_DEBOUNCE_MS, 500],
    ["checklist debounce (spec 000 §9)", CHECKLIST_DEBOUNCE_MS, 1000],
    ["checklist menu max height (spec 000 §9)", CHECKLIST_MAX_HEIGHT_PX, 400],
    ["grid columns (spec 002 §9)", GRID_COLUMNS, 4],
    ["grid rows (spec 002 §9)", GRID_ROWS, 3],
    ["cards on the first page", FIRST_PAGE_SIZE, 12],
    ["view-more step", VIEW_MORE_STEP, 20],
    ["load-more cap", LOAD_MORE_CAP, 20],
    ["skeleton cards", SKELETON_CARDS, 4],
    ["description cut", DESCRIPTION_LIMIT, 250],
    ["downloads before expanding", DOWNLOADS_SHOWN, 2],
    ["product cache (spec 002 §9: 1,800,000 ms)", LIFETIMES.products, 1_800_000],
  ])("%s", (_what, actual, expected) => {
    expect(actual).toBe(expected);
  });
  it("brand ids are 109 and 1 (spec 000 §2 §9)", () => {
    expect(BRAND_IDS).toEqual(["109", "1"]);
  });
});

describe("tabs (spec 002 §2 §3)", () => {
  it("are All, Crop protection, Seeds and Digital solutions", () => {
    expect(CATEGORIES).toEqual(["all", "crop-protection", "seeds", "digital-solutions"]);
  });
  it.each([
    ["seeds", "seeds", "seed-product"],
    ["crop-protection", "crop-protection", "crop-protection-product"],
    ["biological", "crop-protection", "crop-protection-product"],
    ["digital-solutions", "digital-solutions", null],
  ] as const)("group %s is in tab %s and shown at %s", (group, category, section) => {
    expect(categoryOf(group)).toBe(category);
    expect(inCategory(group, category)).toBe(true);
    expect(inCategory(group, "all")).toBe(true);
    expect(productSectionOf(group)).toBe(section);
  });
  it.each([
    ["seeds", "crop-protection"],
    ["biological", "seeds"],
    ["crop-protection", "digital-solutions"],
  ] as const)("group %s is not in tab %s", (group, category) => {
    expect(inCategory(group, category)).toBe(false);
  });
});

describe("search (spec 002 §5: case-insensitive substring on product and hybrid labels)", () => {
  const product = productOf({ productLabel: "Glifosato Max 66", hybridLabel: "SRC 7210 VT3P" });
  it.each([
    ["", true],
    ["   ", true],
    ["glifo", true],
    ["GLIFOSATO", true],
    ["max 6", true],
    ["fosa", true],
    ["7210", true],
    ["vt3p", true],
    ["src 7210 vt3p", true],
    ["atrazina", false],
    ["Glifosato Max 666", false],
    ["  max  ", true],
  ])("%j → %s", (text, expected) => {
    expect(matchesSearch(product, text)).toBe(expected);
  });
  it.each([
    ["raiz", "Raíz Fuerte", true],
    ["RAIZ", "Bio Raíz Soja", true],
    ["halcon", "Halcón Duo", true],
    ["nandubay", "Ñandubay Bio", true],
    ["ñandubay", "Ñandubay Bio", true],
    ["raíz", "Raiz sin tilde", true],
    ["maiz", "Maíz Pisingallo", true],
    ["fortin", "Fortín VT3P", true],
    ["acao", "Ação Total", true],
    ["raiz", "Rastrojo", false],
  ])("%j finds %j without accents or ñ: %s", (text, label, expected) => {
    expect(matchesSearch(productOf({ productLabel: label }), text)).toBe(expected);
  });
  it.each([
    ["Raíz", "raiz"],
    ["Ñandubay", "nandubay"],
    ["HALCÓN Duo", "halcon duo"],
    ["Ação", "acao"],
    ["Über", "uber"],
  ])("folds %j to %j", (text, folded) => expect(foldForSearch(text)).toBe(folded));
  it.each([
    ["soya", "Soja NS 4619", true],
    ["glifozato", "Glifosato Max 66", true],
    ["milho", "Maíz Pisingallo", true],
    ["roja", "Soja NS 4619", false],
  ])("through the search module %j finds %j (synonyms, one typo on long words): %s", (text, label, expected) => {
    const synonyms = synonymTable(["soja, soya, soybean", "maíz, milho, corn"]);
    expect(matchesSearch(productOf({ productLabel: label }), text, synonyms)).toBe(expected);
  });
  it("never matches other fields (description, crops)", () => {
    const other = productOf({ productLabel: "Alfa", description: "herbicida", crops: ["Soja"] });
    expect(matchesSearch(other, "herbicida")).toBe(false);
    expect(matchesSearch(other, "soja")).toBe(false);
  });
});

describe("letters (spec 002 §4 §5)", () => {
  it.each([
    ["Atrazina 90", "A"],
    ["  bioSoil", "B"],
    ["Ñandú Fungicida", "Ñ"],
    ["Ácido giberélico", "A"],
    ["2,4-D Amina", "2"],
    ["(Premium) Zeta", "P"],
    ["", null],
  ])("%j is filed under %j", (label, letter) => {
    expect(initialOf(label)).toBe(letter);
  });

  it.each([
    [{ productLabel: "Atrazina", hybridLabel: null }, "A", true],
    [{ productLabel: "Atrazina", hybridLabel: null }, "T", false],
    [{ productLabel: "Maíz SRC 7210", hybridLabel: "Vortex VT3P" }, "V", true],
    [{ productLabel: "Maíz SRC 7210", hybridLabel: "Vortex VT3P" }, "M", true],
    [{ productLabel: "Maíz SRC 7210", hybridLabel: "Vortex VT3P" }, "S", false],
    [{ productLabel: "Zeta", hybridLabel: null }, null, true],
  ])("%j matches letter %j: %s", (labels, letter, expected) => {
    expect(matchesLetter(productOf(labels), letter)).toBe(expected);
  });

  it.each([
    ["es-AR", 27, "Ñ"],
    ["es-US", 27, "Ñ"],
    ["pt-BR", 26, null],
    ["en-US", 26, null],
  ])("%s has %i letters", (locale, count, extra) => {
    const letters = alphabetFor(locale);
    expect(letters).toHaveLength(count);
    expect(letters[0]).toBe("A");
    expect(letters.at(-1)).toBe("Z");
    if (extra) expect(letters[14]).toBe(extra);
  });

  it("disables the letters no product starts with, and adds digits the products use", () => {
    const bar = letterBar(
      [
        productOf({ productLabel: "Atrazina" }),
        productOf({ productLabel: "Curasemilla", hybridLabel: "Zorro" }),
        productOf({ productLabel: "2,4-D Amina" }),
      ],
      "en-US",
    );
    expect(bar.filter((l) => l.enabled).map((l) => l.letter)).toEqual(["A", "C", "Z", "2"]);
    expect(bar).toHaveLength(27);
    expect(bar.find((l) => l.letter === "B")).toEqual({ letter: "B", enabled: false });
  });

  it.each([
    [0, "start"],
    [26, "start"],
    [27, "start"],
    [28, "spread"],
    [36, "spread"],
    [37, "scroll"],
    [60, "scroll"],
  ] as const)("%i letters are laid out %s", (count, layout) => {
    expect(letterBarLayout(count)).toBe(layout);
  });

  it.each([
    ["a", "es-AR", "A"],
    ["ñ", "es-AR", "Ñ"],
    ["ñ", "pt-BR", null],
    ["2", "en-US", "2"],
    ["ab", "en-US", null],
    ["", "en-US", null],
    ["<", "en-US", null],
  ])("letter parameter %j in %s is %j", (value, locale, expected) => {
    expect(parseLetter(value, locale)).toBe(expected);
  });
});

describe("maturity bands (spec 002 §5)", () => {
  it("are the spec's seven bands", () => {
    expect(MATURITY_BANDS.map((b) => b.id)).toEqual([
      "0-80",
      "81-95",
      "96-105",
      "106-115",
      "116-125",
      "126-135",
      "136+",
    ]);
  });
  it.each([
    [0, "0-80"],
    [80, "0-80"],
    [80.4, "0-80"],
    [80.6, "81-95"],
    [81, "81-95"],
    [95, "81-95"],
    [96, "96-105"],
    [105, "96-105"],
    [106, "106-115"],
    [115, "106-115"],
    [116, "116-125"],
    [125, "116-125"],
    [126, "126-135"],
    [135, "126-135"],
    [136, "136+"],
    [180, "136+"],
    [-1, null],
    [null, null],
    [Number.NaN, null],
  ] as const)("%s days → %s", (days, band) => {
    expect(maturityBand(days)).toBe(band);
  });
  it.each([
    [{ maturitySort: 118, maturity: "120" }, 118],
    [{ maturity: "RM 112" }, 112],
    [{ maturity: 99 }, 99],
    [{ maturity: "4,5" }, 4.5],
    [{ maturity: "null" }, null],
    [{}, null],
  ])("maturity of %j is %s days", (product, days) => {
    expect(maturityDays(product)).toBe(days);
  });
});

describe("facets per category (spec 002 §5)", () => {
  it.each([
    ["crop-protection", ["productType", "crops", "activeIngredients"], true],
    ["seeds", ["trait", "maturity", "crop"], false],
    ["all", [], false],
    ["digital-solutions", [], false],
  ] as const)("%s offers %j, bio-only: %s", (category, keys, bio) => {
    expect(checklistKeysOf(category)).toEqual(keys);
    expect(offersBioFilter(category)).toBe(bio);
  });

  const herbicide = productOf({
    productLabel: "Atrazina",
    productTypeLabel: "Herbicida",
    crops: ["Maíz", "Sorgo", null, "null"],
    activeIngredients: [{ ingredient: "Atrazina" }, { ingredient: null }],
  });
  const bio = productOf({
    productLabel: "BioRaíz",
    productGroup: "biological",
    productType: "Inoculante",
    crops: ["Soja"],
    isBio: true,
    activeIngredients: [{ ingredient: "Bradyrhizobium japonicum" }],
  });
  const corn = productOf({
    productLabel: "SRC 7210",
    productGroup: "seeds",
    trait: "VT3P",
    maturitySort: 118,
    cropLabel: "Maíz",
  });
  const soy = productOf({
    productLabel: "SRC 4.5",
    productGroup: "seeds",
    trait: "STS",
    maturity: "101",
    crop: "Soja",
  });

  it.each([
    [herbicide, "productType", ["Herbicida"]],
    [bio, "productType", ["Inoculante"]],
    [herbicide, "crops", ["Maíz", "Sorgo"]],
    [herbicide, "activeIngredients", ["Atrazina"]],
    [corn, "trait", ["VT3P"]],
    [corn, "maturity", ["116-125"]],
    [soy, "maturity", ["96-105"]],
    [corn, "crop", ["Maíz"]],
    [soy, "crop", ["Soja"]],
    [corn, "crops", []],
  ] as const)("values of %#: %s → %j", (product, key, values) => {
    expect(facetValues(product, key)).toEqual(values);
  });

  it.each([
    ["nothing selected", {}, false, [true, true, true, true]],
    ["one crop", { crops: ["Soja"] }, false, [false, true, false, false]],
    ["two crops (multi-select: any)", { crops: ["Soja", "Sorgo"] }, false, [true, true, false, false]],
    [
      "crop and type (every facet)",
      { crops: ["Soja", "Sorgo"], productType: ["Herbicida"] },
      false,
      [true, false, false, false],
    ],
    ["bio only", {}, true, [false, true, false, false]],
    ["trait", { trait: ["VT3P", "STS"] }, false, [false, false, true, true]],
    ["maturity band", { maturity: ["116-125"] }, false, [false, false, true, false]],
    ["seed crop", { crop: ["Soja"] }, false, [false, false, false, true]],
    ["an empty list selects nothing", { crops: [] }, false, [true, true, true, true]],
  ] as [string, FilterState, boolean, boolean[]][])("%s", (_what, state, bioOnly, expected) => {
    expect([herbicide, bio, corn, soy].map((p) => matchesFilters(p, state, bioOnly))).toEqual(expected);
  });

  it("builds each tab's definitions from its products, sorted, bands in band order", () => {
    const labels = { filter: (k: string) => `label:${k}`, maturityBand: (id: string) => `${id} d` };
    const defs = buildFilterDefinitions(
      [
        corn,
        soy,
        productOf({ productLabel: "X", productGroup: "seeds", trait: "null", maturitySort: 79, crop: "Girasol" }),
      ],
      "seeds",
      labels,
      "es-AR",
    );
    expect(defs).toEqual([
      { filterLabel: "label:trait", filterKey: "trait", filterOptions: ["STS", "VT3P"] },
      {
        filterLabel: "label:maturity",
        filterKey: "maturity",
        filterOptions: ["0-80", "96-105", "116-125"],
        filterOptionsKeys: ["0-80 d", "96-105 d", "116-125 d"],
      },
      { filterLabel: "label:crop", filterKey: "crop", filterOptions: ["Girasol", "Maíz", "Soja"] },
    ]);
  });
});

describe("filter clean-up (spec 000 §5)", () => {
  it.each([
    [null, false],
    [undefined, false],
    ["null", false],
    ["NULL", false],
    [" null ", false],
    ["", false],
    ["  ", false],
    ["Soja", true],
    ["nullus", true],
    [0, false],
  ])("option %j is kept: %s", (value, kept) => {
    expect(isRealOption(value)).toBe(kept);
  });

  it("drops null, 'null' and undefined options with their labels, and filters left empty", () => {
    const defs: FilterDefinition[] = [
      { filterLabel: "Crops", filterKey: "crops", filterOptions: ["Soja", null, "null", undefined, "Trigo"] },
      { filterLabel: "Trait", filterKey: "trait", filterOptions: [null, "null", undefined] },
      {
        filterLabel: "Maturity",
        filterKey: "maturity",
        filterOptions: ["null", "96-105"],
        filterOptionsKeys: ["x", "96–105 days"],
      },
      { filterLabel: "Crop", filterKey: "crop", filterOptions: [] },
    ];
    expect(cleanFilterDefinitions(defs)).toEqual([
      {
        filterLabel: "Crops",
        filterKey: "crops",
        options: [
          { value: "Soja", label: "Soja" },
          { value: "Trigo", label: "Trigo" },
        ],
      },
      { filterLabel: "Maturity", filterKey: "maturity", options: [{ value: "96-105", label: "96–105 days" }] },
    ]);
  });
});

describe("checklist in-list search (spec 000 §5: case-insensitive label match)", () => {
  const options = [{ label: "Maíz" }, { label: "Soja" }, { label: "Sorgo" }, { label: "Trigo candeal" }];
  it.each([
    ["", ["Maíz", "Soja", "Sorgo", "Trigo candeal"]],
    ["so", ["Soja", "Sorgo"]],
    ["SO", ["Soja", "Sorgo"]],
    ["MAÍZ", ["Maíz"]],
    ["candeal", ["Trigo candeal"]],
    ["  soj ", ["Soja"]],
    ["maiz", ["Maíz"]],
    ["x", []],
  ])("%j → %j", (query, labels) => {
    expect(filterChecklistOptions(options, query).map((o) => o.label)).toEqual(labels);
  });
});

describe("reset-filters button (spec 000 §5)", () => {
  // The spec's "locale contains 'us'" is the US catalogue's "when-filtered" (app/countries/countries.test.ts).
  it.each([
    [{ crops: ["Soja"] }, false, "when-filtered", true],
    [{}, true, "when-filtered", true],
    [{}, false, "when-filtered", false],
    [{ crops: [] }, false, "when-filtered", false],
    [{ crops: ["Soja"] }, false, "never", false],
    [{}, true, "never", false],
    [{}, false, "always", true],
    [{ trait: ["VT3P"] }, false, "always", true],
  ] as [FilterState, boolean, "always" | "when-filtered" | "never", boolean][])(
    "filters %j bio %s, reset %s → shown %s",
    (state, bio, mode, shown) => {
      expect(showResetFilters(state, bio, mode)).toBe(shown);
    },
  );
  it("counts a selection in any filter", () => {
    expect(hasSelection({ trait: [], crop: ["Soja"] })).toBe(true);
    expect(hasSelection({ trait: [] })).toBe(false);
  });
});

describe("bio product list (spec 002 §5: only products flagged isBio)", () => {
  it.each([
    [[true, false, null, undefined, true], 2],
    [[false, false], 0],
  ])("%j keeps %i", (flags, count) => {
    const products = flags.map((isBio, i) =>
      productOf({ productLabel: `P${i}`, isBio: isBio as boolean | null | undefined }),
    );
    const kept = bioProducts(products);
    expect(kept).toHaveLength(count);
    expect(kept.every((p) => p.isBio === true)).toBe(true);
  });
});

describe("view-more paging (spec 002 §9)", () => {
  it.each([
    [1, 0, 0, 0],
    [1, 5, 5, 0],
    [1, 12, 12, 0],
    [1, 13, 12, 1],
    [1, 40, 12, 20],
    [1, 154, 12, 20],
    [2, 154, 32, 20],
    [2, 40, 32, 8],
    [3, 40, 40, 0],
    [8, 154, 152, 2],
    [9, 154, 154, 0],
    [0, 154, 12, 20],
  ])("page %i of %i products shows %i, load more %i", (page, total, visible, more) => {
    expect(visibleCount(page, total)).toBe(visible);
    expect(loadMoreCount(visibleCount(page, total), total)).toBe(more);
  });
  it.each([
    [0, 1],
    [12, 1],
    [13, 2],
    [32, 2],
    [33, 3],
    [154, 9],
  ])("%i products need %i pages", (total, pages) => {
    expect(lastPage(total)).toBe(pages);
    expect(visibleCount(pages, total)).toBe(total);
  });
});

describe("listing table (spec 002 §5)", () => {
  const long = "Herbicida selectivo ".repeat(20);
  it.each([
    ["short text stays", "Controla malezas.", "Controla malezas.", false],
    ["empty", null, "", false],
    ["exactly 250 stays", "a".repeat(250), "a".repeat(250), false],
    ["251 without spaces is cut at 250", "a".repeat(251), `${"a".repeat(250)}…`, true],
  ])("%s", (_what, text, short, cut) => {
    expect(cutDescription(text)).toEqual({ short, cut });
  });
  it("cuts a long text on a word boundary within 250 characters", () => {
    const { short, cut } = cutDescription(long);
    expect(cut).toBe(true);
    expect([...short].length).toBeLessThanOrEqual(251);
    expect(short.endsWith("selectivo…") || short.endsWith("Herbicida…")).toBe(true);
  });
  it.each([
    [[], 0, 0],
    [["a"], 1, 0],
    [["a", "b"], 2, 0],
    [["a", "b", "c", "d"], 2, 2],
  ])("%j: %i shown, %i behind the expander", (list, shown, hidden) => {
    const { visible, hidden: rest } = splitDownloads(list);
    expect(visible).toHaveLength(shown);
    expect(rest).toHaveLength(hidden);
    expect([...visible, ...rest]).toEqual(list);
  });
});

describe("brand picker (spec 000 §2 §4 §5)", () => {
  const brands = [{ value: "109" }, { value: "1" }];
  it.each([
    ["109", "109", false],
    ["1", "1", false],
    [null, "109", false],
    ["", "109", false],
    ["77", "109", true],
  ])("asked for %j: picks %s (replaced: %s)", (value, picked, replaced) => {
    expect(pickBrand(brands, value)?.value).toBe(picked);
    expect(brandWasReplaced(brands, value)).toBe(replaced);
  });
  it("picks nothing when there is no brand", () => {
    expect(pickBrand([], "109")).toBeNull();
  });
  // Where the country's catalogue offers it (not pt-br: app/countries/countries.test.ts), and only with a choice.
  it.each([
    [true, 2, true],
    [true, 1, false],
    [true, 0, false],
    [false, 2, false],
  ])("offered %s with %i brands, shown: %s", (offered, count, shown) => {
    expect(showBrandPicker(offered, Array.from({ length: count }))).toBe(shown);
  });
});
