import type { Place, PlacePrediction } from "../../app/services/weather/contract";

/**
 * The maps geocoder's gazetteer (decision 0037): farm towns of Argentina, Brazil and the United States with their
 * postal codes, and a few places that break on purpose: one without geometry and one without locality or region
 * (spec 002 §5: an inline error), in each country.
 */
type Country = "AR" | "BR" | "US";
type Town = readonly [name: string, region: string, postcode: string, lat: number, lng: number];

const TOWNS: Record<Country, readonly Town[]> = {
  AR: [
    ["Pergamino", "Buenos Aires", "2700", -33.8895, -60.5736],
    ["Junín", "Buenos Aires", "6000", -34.5857, -60.9589],
    ["Tandil", "Buenos Aires", "7000", -37.3217, -59.1332],
    ["Bahía Blanca", "Buenos Aires", "8000", -38.7196, -62.2724],
    ["Rosario", "Santa Fe", "2000", -32.9442, -60.6505],
    ["Venado Tuerto", "Santa Fe", "2600", -33.7456, -61.9688],
    ["Rafaela", "Santa Fe", "2300", -31.2503, -61.4867],
    ["Córdoba", "Córdoba", "5000", -31.4201, -64.1888],
    ["Río Cuarto", "Córdoba", "5800", -33.1232, -64.3493],
    ["Marcos Juárez", "Córdoba", "2580", -32.6978, -62.1067],
    ["Pehuajó", "Buenos Aires", "6450", -35.8108, -61.8969],
  ],
  BR: [
    ["Sorriso", "Mato Grosso", "78890-000", -12.5425, -55.7211],
    ["Rio Verde", "Goiás", "75900-000", -17.7923, -50.9192],
    ["Dourados", "Mato Grosso do Sul", "79800-000", -22.2211, -54.8056],
    ["Cascavel", "Paraná", "85800-000", -24.9555, -53.4552],
    ["Londrina", "Paraná", "86000-000", -23.3045, -51.1696],
    ["Passo Fundo", "Rio Grande do Sul", "99010-000", -28.2612, -52.4083],
    ["Chapecó", "Santa Catarina", "89800-000", -27.1004, -52.6152],
    ["Uberlândia", "Minas Gerais", "38400-000", -18.9186, -48.2772],
    ["Luís Eduardo Magalhães", "Bahia", "47850-000", -12.0964, -45.7868],
    ["Balsas", "Maranhão", "65800-000", -7.5325, -46.0356],
    ["Santarém", "Pará", "68005-000", -2.4431, -54.7083],
  ],
  US: [
    ["Des Moines", "Iowa", "50309", 41.5868, -93.625],
    ["Ames", "Iowa", "50010", 42.0308, -93.6319],
    ["Champaign", "Illinois", "61820", 40.1164, -88.2434],
    ["Decatur", "Illinois", "62521", 39.8403, -88.9548],
    ["Lincoln", "Nebraska", "68508", 40.8136, -96.7026],
    ["Sioux Falls", "South Dakota", "57104", 43.5446, -96.7311],
    ["Fargo", "North Dakota", "58102", 46.8772, -96.7898],
    ["Lubbock", "Texas", "79401", 33.5779, -101.8552],
    ["Fresno", "California", "93721", 36.7378, -119.7871],
    ["Salinas", "California", "93901", 36.6777, -121.6555],
  ],
};

/** Places the maps service lists but cannot use: no geometry, or no locality nor region. */
const BROKEN: Record<Country, readonly Place[]> = {
  AR: [
    {
      placeId: "AR-sin-mapa",
      name: "Paraje Sin Mapa",
      geometry: null,
      locality: "Paraje Sin Mapa",
      region: "La Pampa",
      country: "AR",
    },
    {
      placeId: "AR-sin-nombre",
      name: "Campo Sin Nombre",
      geometry: { lat: -36.1, lng: -63.2 },
      locality: null,
      region: null,
      country: "AR",
    },
  ],
  BR: [
    {
      placeId: "BR-sem-mapa",
      name: "Fazenda Sem Mapa",
      geometry: null,
      locality: "Fazenda Sem Mapa",
      region: "Tocantins",
      country: "BR",
    },
    {
      placeId: "BR-sem-nome",
      name: "Gleba Sem Nome",
      geometry: { lat: -11.2, lng: -48.4 },
      locality: null,
      region: null,
      country: "BR",
    },
  ],
  US: [
    {
      placeId: "US-no-map",
      name: "Nomap Crossing",
      geometry: null,
      locality: "Nomap Crossing",
      region: "Kansas",
      country: "US",
    },
    {
      placeId: "US-no-name",
      name: "Unnamed Section",
      geometry: { lat: 38.5, lng: -98.9 },
      locality: null,
      region: null,
      country: "US",
    },
  ],
};

const COUNTRY_NAMES: Record<string, Record<Country, string>> = {
  es: { AR: "Argentina", BR: "Brasil", US: "Estados Unidos" },
  pt: { AR: "Argentina", BR: "Brasil", US: "Estados Unidos" },
  en: { AR: "Argentina", BR: "Brazil", US: "USA" },
};

const isCountry = (value: unknown): value is Country => value === "AR" || value === "BR" || value === "US";

const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

const slug = (text: string) => fold(text).replace(/[^a-z0-9]+/g, "-");

function townPlace(country: Country, [name, region, , lat, lng]: Town): Place {
  return { placeId: `${country}-${slug(name)}`, name, geometry: { lat, lng }, locality: name, region, country };
}

function postcodePlace(country: Country, town: Town): Place {
  return { ...townPlace(country, town), placeId: `${country}-cp-${town[2]}`, name: town[2] };
}

/**
 * GET /maps/predictions: towns whose name starts with the input (or has a word that does), their postcodes when the
 * input is a postcode's start, the regions it names (which the portal filters out), in the country asked; the towns
 * end with the country's name, postcodes do not (which the portal's ordering puts second).
 */
export function predictionsFor(input: unknown, country: unknown, language: unknown): PlacePrediction[] {
  if (typeof input !== "string" || !isCountry(country)) return [];
  const query = fold(input.trim());
  if (query.length < 2) return [];
  const countryName = (COUNTRY_NAMES[String(language).slice(0, 2)] ?? COUNTRY_NAMES.en)[country];
  const digits = query.replace(/[^0-9]/g, "");
  const predictions: PlacePrediction[] = [];
  const regions = new Set<string>();
  for (const town of TOWNS[country]) {
    const [name, region, postcode] = town;
    if (fold(region).startsWith(query)) regions.add(region);
    if (
      digits.length >= 2 &&
      digits === query.replace(/[-.\s]/g, "") &&
      postcode.replace(/\D/g, "").startsWith(digits)
    ) {
      predictions.push({
        placeId: postcodePlace(country, town).placeId,
        description: `${postcode}, ${name}`,
        terms: [{ value: postcode }, { value: name }],
        types: ["postal_code"],
      });
    } else if (
      fold(name)
        .split(/\s+/)
        .some((word) => word.startsWith(query)) ||
      fold(name).startsWith(query)
    ) {
      predictions.push({
        placeId: townPlace(country, town).placeId,
        description: `${name}, ${region}, ${countryName}`,
        terms: [{ value: name }, { value: region }, { value: countryName }],
        types: ["locality"],
      });
    }
  }
  for (const place of BROKEN[country]) {
    if (
      fold(place.name).startsWith(query) ||
      fold(place.name)
        .split(/\s+/)
        .some((word) => word.startsWith(query))
    )
      predictions.push({
        placeId: place.placeId,
        description: `${place.name}, ${countryName}`,
        terms: [{ value: place.name }, { value: countryName }],
        types: ["locality"],
      });
  }
  for (const region of regions)
    predictions.unshift({
      placeId: `${country}-region-${slug(region)}`,
      description: `${region}, ${countryName}`,
      terms: [{ value: region }, { value: countryName }],
      types: ["administrative_area"],
    });
  return predictions;
}

/** GET /maps/places/{placeId}: the place, or null for an id the service never gave. */
export function placeFor(placeId: string): Place | null {
  for (const country of ["AR", "BR", "US"] as const) {
    for (const town of TOWNS[country]) {
      if (townPlace(country, town).placeId === placeId) return townPlace(country, town);
      if (postcodePlace(country, town).placeId === placeId) return postcodePlace(country, town);
    }
    const broken = BROKEN[country].find((place) => place.placeId === placeId);
    if (broken) return broken;
  }
  return null;
}

/** Towns farther than this from a position are not its locality (reverse geocoding finds none). */
const REVERSE_RADIUS_KM = 150;

/** GET /maps/reverse: the nearest town within 150 km, or nothing. */
export function reverseAt(lat: number, lng: number): Place[] {
  let nearest: { place: Place; km: number } | null = null;
  for (const country of ["AR", "BR", "US"] as const) {
    for (const town of TOWNS[country]) {
      const km = kilometres(lat, lng, town[3], town[4]);
      if (km <= REVERSE_RADIUS_KM && (!nearest || km < nearest.km)) nearest = { place: townPlace(country, town), km };
    }
  }
  return nearest ? [nearest.place] : [];
}

function kilometres(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}
