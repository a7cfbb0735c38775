// @vitest-environment node
import { describe, expect, it } from "vitest";

import { answer, args, loaderSandbox } from "../../../../sandbox/loader-test-support";
import { clearFaults, setFault } from "../../../../sandbox/test-support";

/**
 * The local yield results' loader against the sandbox's trials upstream
 * (sandbox/data/yield-trials.ts): every state the page can show, and its status.
 */
const { fresh, sandbox } = loaderSandbox();
const route = () =>
  fresh(async () => {
    process.env.YIELD_TRIALS_API_URL = sandbox().env.YIELD_TRIALS_API_URL;
    return import("~/routes/$locale/local-yield/route");
  });
const BRAND = "/en-us/tools/local-yield-results/surco-genetics";
const load = async (path: string, brand: string | null = "surco-genetics") => {
  const { loader } = await route();
  return answer(() => loader(args(path, brand ? { brand } : {})));
};

describe("local yield results: the page's states", () => {
  it("lists the brands with trials on the tool's own address", async () => {
    const page = await load("/en-us/tools/local-yield-results", null);
    expect(page.status).toBe(200);
    expect(page.data.brands.map((b: { href: string }) => b.href)).toEqual([
      "/en-us/tools/local-yield-results/surco-genetics",
      "/en-us/tools/local-yield-results/campo-alto",
    ]);
    expect(page.data.form).toBeNull();
  });

  it("without a zip: the form, the brand's crops, and the prompt", async () => {
    const page = await load(BRAND);
    expect(page.status).toBe(200);
    expect(page.data.title).toBe("Surco Genetics local yield results");
    expect(page.data.form.crop.options).toEqual([
      { value: "corn", label: "Corn" },
      { value: "soybeans", label: "Soybeans" },
    ]);
    expect(page.data.form.crop.value).toBe("corn");
    expect(page.data.results).toEqual({
      state: "prompt",
      text: "Enter your Zip Code to view trial results in your area.",
    });
  });

  it("by zip: the three nearest trials within 200 miles, nearest first, in bu/ac and miles", async () => {
    const page = await load(`${BRAND}?zip=50010&crop=corn`);
    expect(page.status).toBe(200);
    const { results } = page.data;
    expect(results.state).toBe("results");
    expect(results.heading).toBe("Trials near Ames, IA");
    expect(results.cards.map((c: { place: string }) => c.place)).toEqual([
      "Ames, IA",
      "Nevada, IA",
      "Marshalltown, IA",
    ]);
    const miles = results.cards.map((c: { distance: string }) => Number.parseInt(c.distance, 10));
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    expect(miles[0]).toBeLessThan(2);
    expect(results.cards[0].yield).toMatch(/^\d{3}\.\d bu\/ac$/);
    expect(page.data.form.zip).toMatchObject({ value: "50010", error: null });
  });

  it("in US Spanish with its own words and the same figures", async () => {
    const { loader } = await route();
    const page = await answer(() =>
      loader(
        args("/es-us/herramientas/resultados-de-rendimiento-local/surco-genetics?zip=50010&crop=soybeans", {
          brand: "surco-genetics",
        }),
      ),
    );
    expect(page.data.results.heading).toBe("Ensayos cerca de Ames, IA");
    expect(page.data.results.cards[0].yield).toMatch(/^\d{2}\.\d bu\/acre$/);
    expect(page.data.form.crop.options.map((o: { label: string }) => o.label)).toEqual(["Maíz", "Soya"]);
  });

  it("nothing within 200 miles: the spec's text and a link", async () => {
    const page = await load(`${BRAND}?zip=89501`);
    expect(page.status).toBe(200);
    expect(page.data.results).toEqual({
      state: "none-nearby",
      title: "There are no results within 200 miles of your area",
      link: { label: "Ask our team about trials near you", href: "/en-us/contact" },
    });
  });

  it("a zip the geocoder does not know: the spec's zip message next to the zip, as typed", async () => {
    const page = await load(`${BRAND}?zip=99999`);
    expect(page.status).toBe(200);
    expect(page.data.form.zip).toMatchObject({
      value: "99999",
      error: "Enter your Zip Code to view trial results in your area.",
    });
    expect(page.data.results).toEqual({ state: "problems" });
  });

  it("a zip the search API refuses (400 invalid-zipcode): its message next to the zip", async () => {
    const page = await load(`${BRAND}?zip=5OO1O`);
    expect(page.status).toBe(200);
    expect(page.data.form.zip).toMatchObject({ value: "5OO1O", error: expect.stringContaining("5 digits") });
  });

  it("a crop the brand has no trials of (400 invalid-crop): its message next to the crop", async () => {
    const page = await load("/en-us/tools/local-yield-results/campo-alto?zip=50010&crop=soybeans", "campo-alto");
    expect(page.status).toBe(200);
    expect(page.data.form.crop.error).toBe("Campo Alto has no trials of that crop. Choose one from the list.");
    expect(page.data.form.zip.error).toBeNull();
  });

  it("a brand the upstream does not have: the page's 404 with the message and the brands it has, never a 500", async () => {
    const page = await load("/en-us/tools/local-yield-results/acme?zip=50010", "acme");
    expect(page.status).toBe(404);
    expect(page.data.brandProblem).toBe("We have no trial results for “acme”. Choose one of the brands below.");
    expect(page.data.brands).toHaveLength(2);
    expect(page.data.form).toBeNull();
  });

  it("the upstream failing: the results' error state with a retry link to the same search, the page 200", async () => {
    await setFault(sandbox(), { upstream: "yield-trials", mode: "status", status: 500 });
    const page = await load(`${BRAND}?zip=50010`);
    expect(page.status).toBe(200);
    expect(page.data.results).toMatchObject({
      state: "unavailable",
      title: "We couldn't load the trial results",
      retry: { href: `${BRAND}?zip=50010` },
    });
  }, 20_000);

  it("the upstream failing after the brands were read: the form stays (brands cached), the results show the error", async () => {
    const { loader } = await route();
    expect((await answer(() => loader(args(BRAND, { brand: "surco-genetics" })))).data.form).not.toBeNull();
    await setFault(sandbox(), { upstream: "yield-trials", mode: "status", status: 500 });
    const page = await answer(() => loader(args(`${BRAND}?zip=50010`, { brand: "surco-genetics" })));
    expect(page.status).toBe(200);
    expect(page.data.form.zip).toMatchObject({ value: "50010", error: null });
    expect(page.data.results.state).toBe("unavailable");
    await clearFaults(sandbox());
    // Recovered: the same address shows the trials (two failed calls did not open the circuit).
    const again = await answer(() => loader(args(`${BRAND}?zip=50010`, { brand: "surco-genetics" })));
    expect(again.data.results.state).toBe("results");
  }, 20_000);
});
