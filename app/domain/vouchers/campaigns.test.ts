import { describe, expect, it } from "vitest";

import { argentina } from "~/countries/ar";

import { campaignForProduct, chosenCampaign, DEFAULT_MAX_BAGS_PER_PRODUCT, maxBagsOf } from "./campaigns";

const soy = { id: "soja", crop: "soy", seoSlugs: ["sg-1", "sg-2"] };
const corn = { id: "maiz", crop: "corn", seoSlugs: ["ca-1"] };

describe("where the voucher entry shows (spec 001 §3: campaigns by crop and product slugs)", () => {
  it("on a listed product of the campaign's crop", () => {
    expect(campaignForProduct([soy, corn], { seoSlug: "ca-1", crop: "corn" })).toBe(corn);
  });
  it("not on a product the campaign does not list, nor on a listed slug of another crop", () => {
    expect(campaignForProduct([soy], { seoSlug: "sg-9", crop: "soy" })).toBeNull();
    expect(campaignForProduct([soy], { seoSlug: "sg-1", crop: "corn" })).toBeNull();
  });
  it("nowhere when the country runs no campaign", () => {
    expect(campaignForProduct([], { seoSlug: "sg-1", crop: "soy" })).toBeNull();
    expect(chosenCampaign([], "soja")).toBeNull();
  });
  it("the form is for the campaign asked for, else the first running", () => {
    expect(chosenCampaign([soy, corn], "maiz")).toBe(corn);
    expect(chosenCampaign([soy, corn], "unknown")).toBe(soy);
    expect(chosenCampaign([soy, corn], null)).toBe(soy);
  });
  it("Argentina's soybean campaign covers its soybean seeds", () => {
    const [campaign] = argentina.flags["emea-voucher-enabled"];
    expect(campaignForProduct([campaign], { seoSlug: "sg-1030-sts-soy", crop: "soy" })).toBe(campaign);
  });
});

describe("bags of one product a voucher may ask for (issue 26)", () => {
  const campaign = { id: "soja", crop: "soy", seoSlugs: [] };
  it("the campaign's own maximum, else a sane default", () => {
    expect(maxBagsOf({ ...campaign, maxBagsPerProduct: 800 })).toBe(800);
    expect(maxBagsOf(campaign)).toBe(DEFAULT_MAX_BAGS_PER_PRODUCT);
    expect(DEFAULT_MAX_BAGS_PER_PRODUCT).toBe(5_000);
  });
});
