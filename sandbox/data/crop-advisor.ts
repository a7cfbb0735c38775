import type { z } from "zod";

import type { postcodeLookupResult, Recommendation } from "../../app/services/crop-advisor/contract";

/**
 * The crop advisor's data (decision 0043): a few CEP regions (their first 5 digits) in Brazil's grain belt, and a
 * recommendation by latitude band: soy maturity groups grow towards the equator (short days), so the sandbox's
 * group is 5.5 at 30° S rising 0.15 per degree north, which matches the seed trade's zoning closely enough for a
 * demo; sowing windows follow each band's rains and the soy-free period.
 */
const REGIONS: Record<string, [name: string, lng: number, lat: number]> = {
  "78550": ["Sinop, MT", -55.5, -11.86],
  "78700": ["Rondonópolis, MT", -54.64, -16.47],
  "75900": ["Rio Verde, GO", -50.92, -17.79],
  "38400": ["Uberlândia, MG", -48.28, -18.92],
  "47800": ["Barreiras, BA", -45.0, -12.15],
  "85800": ["Cascavel, PR", -53.46, -24.96],
  "99010": ["Passo Fundo, RS", -52.41, -28.26],
  "14000": ["Ribeirão Preto, SP", -47.81, -21.18],
};

export function lookUpPostcode(digits: string): z.input<typeof postcodeLookupResult> {
  const region = REGIONS[digits];
  if (!region) return [];
  const [name, lng, lat] = region;
  return [{ geometry: { coordinates: [lng, lat] }, properties: { postcode_name: name } }];
}

function soyGroup(lat: number): number {
  return Math.round((5.5 + (30 - Math.abs(lat)) * 0.15) * 10) / 10;
}

export function recommendationFor(lat: number, _lng: number): Recommendation {
  const group = soyGroup(lat);
  const soy = {
    crop: "soy" as const,
    product: `Surco ${Math.round(group * 10)}I${Math.round(Math.abs(lat))} IPRO`,
    cycle: group,
  };
  if (lat > -20) {
    return {
      region: lat > -14 ? "Cerrado Norte" : "Cerrado Central",
      crops: [
        { ...soy, sowing: { from: "09-20", to: "12-10" } },
        { crop: "corn", product: "Surco 2B710 PWU", cycle: 62, sowing: { from: "01-15", to: "03-05" } },
        { crop: "cotton", product: "Surco FM 985 GLTP", cycle: 160, sowing: { from: "12-01", to: "01-31" } },
      ],
    };
  }
  if (lat > -25) {
    return {
      region: "Centro-Sul",
      crops: [
        { ...soy, sowing: { from: "09-25", to: "12-15" } },
        { crop: "corn", product: "Surco 2A401 PW", cycle: 65, sowing: { from: "01-20", to: "03-10" } },
      ],
    };
  }
  return {
    region: "Sul",
    crops: [
      { ...soy, sowing: { from: "10-01", to: "12-20" } },
      { crop: "corn", product: "Surco 2B655 PW", cycle: 70, sowing: { from: "08-20", to: "10-31" } },
      { crop: "wheat", product: "Surco Trigo Toruk", cycle: 125, sowing: { from: "05-15", to: "07-10" } },
    ],
  };
}
