import type { PlaceLookupResult } from "../../app/services/dealers/contract";

/**
 * The dealers upstream's towns (issue 15): real farming towns of each country at their real positions, with one
 * postcode each (Brazil's CEP, Argentina's four-digit code, the US zip). The contacts are generated around them
 * (dealers.ts), and the geocoder answers a town's name or a postcode from this list alone:
 *
 *   - a town: its name without accents or case ("rio verde", "Río Cuarto"), or the start of it (3 letters or more);
 *     "Town, XX" reads as "Town";
 *   - a postcode: its digits (masks and letters ignored: "75901-000", "B2700"); an exact postcode, else the towns
 *     sharing the longest start with it (at least 3 digits), so an unlisted CEP finds its region's town.
 */
export interface Town {
  town: string;
  region: string;
  postcode: string;
  lat: number;
  lng: number;
}

export const TOWNS: Record<string, Town[]> = {
  BR: [
    { town: "Rio Verde", region: "GO", postcode: "75901-000", lat: -17.7923, lng: -50.9192 },
    { town: "Jataí", region: "GO", postcode: "75800-000", lat: -17.8814, lng: -51.7144 },
    { town: "Goiânia", region: "GO", postcode: "74003-010", lat: -16.6869, lng: -49.2648 },
    { town: "Cristalina", region: "GO", postcode: "73850-000", lat: -16.7676, lng: -47.6131 },
    { town: "Brasília", region: "DF", postcode: "70040-010", lat: -15.7939, lng: -47.8828 },
    { town: "Sorriso", region: "MT", postcode: "78890-000", lat: -12.5425, lng: -55.7211 },
    { town: "Lucas do Rio Verde", region: "MT", postcode: "78455-000", lat: -13.0588, lng: -55.9042 },
    { town: "Sinop", region: "MT", postcode: "78550-000", lat: -11.8604, lng: -55.5091 },
    { town: "Primavera do Leste", region: "MT", postcode: "78850-000", lat: -15.56, lng: -54.2967 },
    { town: "Rondonópolis", region: "MT", postcode: "78700-000", lat: -16.4673, lng: -54.6372 },
    { town: "Cuiabá", region: "MT", postcode: "78005-000", lat: -15.6014, lng: -56.0979 },
    { town: "Dourados", region: "MS", postcode: "79800-000", lat: -22.2231, lng: -54.8056 },
    { town: "Campo Grande", region: "MS", postcode: "79002-000", lat: -20.4697, lng: -54.6201 },
    { town: "Chapadão do Sul", region: "MS", postcode: "79560-000", lat: -18.7908, lng: -52.6263 },
    { town: "Unaí", region: "MG", postcode: "38610-000", lat: -16.3592, lng: -46.9064 },
    { town: "Uberaba", region: "MG", postcode: "38010-000", lat: -19.7472, lng: -47.9381 },
    { town: "Uberlândia", region: "MG", postcode: "38400-000", lat: -18.9186, lng: -48.2772 },
    { town: "Patos de Minas", region: "MG", postcode: "38700-000", lat: -18.5789, lng: -46.5181 },
    { town: "Ribeirão Preto", region: "SP", postcode: "14010-000", lat: -21.1775, lng: -47.8103 },
    { town: "Campinas", region: "SP", postcode: "13010-000", lat: -22.9099, lng: -47.0626 },
    { town: "Londrina", region: "PR", postcode: "86010-000", lat: -23.3045, lng: -51.1696 },
    { town: "Maringá", region: "PR", postcode: "87013-000", lat: -23.4205, lng: -51.9333 },
    { town: "Cascavel", region: "PR", postcode: "85801-000", lat: -24.9578, lng: -53.4595 },
    { town: "Ponta Grossa", region: "PR", postcode: "84010-000", lat: -25.0945, lng: -50.1633 },
    { town: "Passo Fundo", region: "RS", postcode: "99010-000", lat: -28.2612, lng: -52.4083 },
    { town: "Cruz Alta", region: "RS", postcode: "98005-000", lat: -28.6386, lng: -53.6063 },
    { town: "Santa Maria", region: "RS", postcode: "97010-000", lat: -29.6868, lng: -53.8149 },
    { town: "Chapecó", region: "SC", postcode: "89801-000", lat: -27.1004, lng: -52.6152 },
    { town: "Luís Eduardo Magalhães", region: "BA", postcode: "47850-000", lat: -12.0956, lng: -45.7866 },
    { town: "Barreiras", region: "BA", postcode: "47800-000", lat: -12.1528, lng: -44.99 },
    { town: "Balsas", region: "MA", postcode: "65800-000", lat: -7.5325, lng: -46.0356 },
    { town: "Uruçuí", region: "PI", postcode: "64860-000", lat: -7.2297, lng: -44.5561 },
    { town: "Palmas", region: "TO", postcode: "77001-000", lat: -10.184, lng: -48.3336 },
  ],
  AR: [
    { town: "Pergamino", region: "Buenos Aires", postcode: "2700", lat: -33.8895, lng: -60.5736 },
    { town: "Junín", region: "Buenos Aires", postcode: "6000", lat: -34.585, lng: -60.9589 },
    { town: "Pehuajó", region: "Buenos Aires", postcode: "6450", lat: -35.8108, lng: -61.8969 },
    { town: "Tandil", region: "Buenos Aires", postcode: "7000", lat: -37.3217, lng: -59.1332 },
    { town: "Azul", region: "Buenos Aires", postcode: "7300", lat: -36.777, lng: -59.8585 },
    { town: "Necochea", region: "Buenos Aires", postcode: "7630", lat: -38.5545, lng: -58.7396 },
    { town: "Tres Arroyos", region: "Buenos Aires", postcode: "7500", lat: -38.3739, lng: -60.2798 },
    { town: "Bahía Blanca", region: "Buenos Aires", postcode: "8000", lat: -38.7196, lng: -62.2724 },
    { town: "Nueve de Julio", region: "Buenos Aires", postcode: "6500", lat: -35.4444, lng: -60.8831 },
    { town: "Bragado", region: "Buenos Aires", postcode: "6640", lat: -35.1192, lng: -60.4895 },
    { town: "General Villegas", region: "Buenos Aires", postcode: "6230", lat: -35.0311, lng: -63.0147 },
    { town: "Rosario", region: "Santa Fe", postcode: "2000", lat: -32.9442, lng: -60.6505 },
    { town: "Venado Tuerto", region: "Santa Fe", postcode: "2600", lat: -33.7456, lng: -61.9688 },
    { town: "Rafaela", region: "Santa Fe", postcode: "2300", lat: -31.2503, lng: -61.4867 },
    { town: "Santa Fe", region: "Santa Fe", postcode: "3000", lat: -31.6333, lng: -60.7 },
    { town: "Reconquista", region: "Santa Fe", postcode: "3560", lat: -29.15, lng: -59.65 },
    { town: "Córdoba", region: "Córdoba", postcode: "5000", lat: -31.4201, lng: -64.1888 },
    { town: "Río Cuarto", region: "Córdoba", postcode: "5800", lat: -33.1232, lng: -64.3493 },
    { town: "Marcos Juárez", region: "Córdoba", postcode: "2580", lat: -32.6975, lng: -62.1067 },
    { town: "Villa María", region: "Córdoba", postcode: "5900", lat: -32.4075, lng: -63.2402 },
    { town: "San Francisco", region: "Córdoba", postcode: "2400", lat: -31.4279, lng: -62.0827 },
    { town: "Laboulaye", region: "Córdoba", postcode: "6120", lat: -34.1266, lng: -63.3912 },
    { town: "Paraná", region: "Entre Ríos", postcode: "3100", lat: -31.7319, lng: -60.5238 },
    { town: "Concordia", region: "Entre Ríos", postcode: "3200", lat: -31.3929, lng: -58.0209 },
    { town: "Santa Rosa", region: "La Pampa", postcode: "6300", lat: -36.6167, lng: -64.2833 },
    { town: "Salta", region: "Salta", postcode: "4400", lat: -24.7821, lng: -65.4232 },
    { town: "San Miguel de Tucumán", region: "Tucumán", postcode: "4000", lat: -26.8083, lng: -65.2176 },
    { town: "Charata", region: "Chaco", postcode: "3730", lat: -27.2144, lng: -61.1886 },
  ],
  US: [
    { town: "Ames", region: "IA", postcode: "50010", lat: 42.0308, lng: -93.6319 },
    { town: "Des Moines", region: "IA", postcode: "50309", lat: 41.5868, lng: -93.625 },
    { town: "Cedar Rapids", region: "IA", postcode: "52401", lat: 41.9779, lng: -91.6656 },
    { town: "Sioux City", region: "IA", postcode: "51101", lat: 42.4999, lng: -96.4003 },
    { town: "Champaign", region: "IL", postcode: "61820", lat: 40.1164, lng: -88.2434 },
    { town: "Peoria", region: "IL", postcode: "61602", lat: 40.6936, lng: -89.589 },
    { town: "Bloomington", region: "IL", postcode: "61701", lat: 40.4842, lng: -88.9937 },
    { town: "Decatur", region: "IL", postcode: "62521", lat: 39.8403, lng: -88.9548 },
    { town: "Lafayette", region: "IN", postcode: "47901", lat: 40.4167, lng: -86.8753 },
    { town: "Fort Wayne", region: "IN", postcode: "46802", lat: 41.0793, lng: -85.1394 },
    { town: "Columbus", region: "OH", postcode: "43215", lat: 39.9612, lng: -82.9988 },
    { town: "Lincoln", region: "NE", postcode: "68508", lat: 40.8136, lng: -96.7026 },
    { town: "Grand Island", region: "NE", postcode: "68801", lat: 40.9264, lng: -98.342 },
    { town: "Kearney", region: "NE", postcode: "68847", lat: 40.6993, lng: -99.0832 },
    { town: "Manhattan", region: "KS", postcode: "66502", lat: 39.1836, lng: -96.5717 },
    { town: "Salina", region: "KS", postcode: "67401", lat: 38.8403, lng: -97.6114 },
    { town: "Mankato", region: "MN", postcode: "56001", lat: 44.1636, lng: -93.9994 },
    { town: "Willmar", region: "MN", postcode: "56201", lat: 45.1219, lng: -95.0433 },
    { town: "Fargo", region: "ND", postcode: "58102", lat: 46.8772, lng: -96.7898 },
    { town: "Sioux Falls", region: "SD", postcode: "57104", lat: 43.5446, lng: -96.7311 },
    { town: "Brookings", region: "SD", postcode: "57006", lat: 44.3114, lng: -96.7984 },
    { town: "Madison", region: "WI", postcode: "53703", lat: 43.0731, lng: -89.4012 },
    { town: "Columbia", region: "MO", postcode: "65201", lat: 38.9517, lng: -92.3341 },
    { town: "Jonesboro", region: "AR", postcode: "72401", lat: 35.8423, lng: -90.7043 },
    { town: "Lubbock", region: "TX", postcode: "79401", lat: 33.5779, lng: -101.8552 },
    { town: "Fresno", region: "CA", postcode: "93721", lat: 36.7378, lng: -119.7871 },
  ],
};

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();

const digits = (text: string) => text.replace(/\D+/g, "");

const commonStart = (a: string, b: string) => {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
};

function matchingTowns(towns: Town[], query: string): Town[] {
  const asDigits = digits(query);
  // A postcode is mostly digits ("B2700", "75901-000"); a town has none.
  if (asDigits.length >= 3 && asDigits.length * 2 >= query.replace(/[\s.-]/g, "").length) {
    const exact = towns.filter((town) => digits(town.postcode) === asDigits);
    if (exact.length) return exact;
    const scored = towns
      .map((town) => ({ town, shared: commonStart(digits(town.postcode), asDigits) }))
      .filter(({ shared }) => shared >= 3);
    const best = Math.max(0, ...scored.map(({ shared }) => shared));
    return scored.filter(({ shared }) => shared === best).map(({ town }) => town);
  }
  const name = fold(query.split(",")[0] ?? "");
  if (name.length < 3) return [];
  const exact = towns.filter((town) => fold(town.town) === name);
  const starts = towns.filter((town) => fold(town.town) !== name && fold(town.town).startsWith(name));
  return [...exact, ...starts.sort((a, b) => a.town.localeCompare(b.town))];
}

/** The geocoder: the country's towns matching a postcode or a town's name, best first; [] when none. */
export function findPlaces(country: string, query: string): PlaceLookupResult {
  return matchingTowns(TOWNS[country] ?? [], query).map((town) => ({
    geometry: { coordinates: [town.lng, town.lat] as [number, number] },
    properties: { postcode_name: `${town.town}, ${town.region}` },
  }));
}
