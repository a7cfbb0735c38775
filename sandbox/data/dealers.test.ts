// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { facetValues, parseFacetMap } from "../../app/domain/finder/facets";
import { parseMapPosition } from "../../app/domain/finder/position";
import { greatCircleKilometres } from "../../app/domain/yield-trials/distance";
import { contactList, placeLookupResult } from "../../app/services/dealers/contract";
import { startTestSandbox, type TestSandbox } from "../test-support";
import { generateContacts } from "./dealers";
import { TOWNS } from "./dealers-places";

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox?.dispose();
});

const api = (path: string) => `${sandbox.env.DEALERS_API_URL}${path}`;

describe("dealers upstream", () => {
  it.each(["BR", "AR", "US"])(
    "%s: a few hundred contacts near real towns, valid against the contract",
    async (country) => {
      const response = await fetch(api(`/contacts?country=${country}`));
      expect(response.status).toBe(200);
      const list = contactList.parse(await response.json());
      expect(list.contacts.length).toBeGreaterThanOrEqual(200);
      expect(new Set(list.contacts.map((c) => c.id)).size).toBe(list.contacts.length);
      for (const type of ["dealer", "distributor", "agronomist"])
        expect(list.contacts.some((c) => c.type === type)).toBe(true);
      const groups = parseFacetMap(list.facetMap);
      expect(groups.map((g) => g.field)).toEqual(["crops", "services"]);
      for (const contact of list.contacts) {
        const position = parseMapPosition(contact.position)!;
        const town = TOWNS[country]!.find((t) => t.town === contact.town)!;
        expect(greatCircleKilometres(position, town)).toBeLessThan(30);
        // Every facet value a contact carries is an option of the map.
        for (const group of groups)
          for (const value of facetValues(contact.facets[group.field])) expect(group.values).toContain(value);
      }
      expect(list.contacts[0]).toMatchObject({
        id: `${country.toLowerCase()}-dealer-1`,
        town: TOWNS[country]![0]!.town,
      });
    },
  );

  it("writes each contact's own texts in the locale asked for, the rest (facet codes included) alike", async () => {
    const list = async (query: string) =>
      contactList.parse(await (await fetch(api(`/contacts?${query}`))).json()).contacts;
    const [english, spanish, unasked] = await Promise.all([
      list("country=US&locale=en-US"),
      list("country=US&locale=es-US"),
      list("country=US"),
    ]);
    expect(unasked).toEqual(english);
    const own = ({ description, badge, hours, ...rest }: (typeof english)[number]) => ({
      rest,
      texts: [description, badge, hours],
    });
    expect(spanish.map((c) => own(c).rest)).toEqual(english.map((c) => own(c).rest));
    expect(spanish.find((c) => c.type === "agronomist")?.description).toBe("Asesor de cultivos certificado");
    expect(spanish.map((c) => c.hours).find(Boolean)).toMatch(/^Lun a vie/);
    // Facets are codes, the same in every locale: the portal names them.
    expect(new Set(english.flatMap((c) => facetValues(c.facets.crops)))).toEqual(
      new Set(["corn", "soy", "wheat", "sorghum", "alfalfa", "cotton"]),
    );
    // A locale the country's contacts do not write: the country's own language.
    expect(await list("country=BR&locale=en-US")).toEqual(await list("country=BR&locale=pt-BR"));
  });

  it("answers the same contacts every time and generates as many as asked", () => {
    expect(generateContacts("BR", 50)).toEqual(generateContacts("BR", 50));
    expect(generateContacts("US", 10_000)).toHaveLength(10_000);
  });

  it("geocodes a town without accents or case, a postcode with or without its mask, and a nearby postcode", async () => {
    const place = async (country: string, q: string) =>
      placeLookupResult.parse(await (await fetch(api(`/places?country=${country}&q=${encodeURIComponent(q)}`))).json());
    expect((await place("BR", "rio verde"))[0]?.properties.postcode_name).toBe("Rio Verde, GO");
    expect((await place("AR", "RIO CUARTO"))[0]?.properties.postcode_name).toBe("Río Cuarto, Córdoba");
    expect((await place("BR", "75901-000"))[0]?.properties.postcode_name).toBe("Rio Verde, GO");
    expect((await place("BR", "75901000"))[0]?.geometry.coordinates).toEqual([-50.9192, -17.7923]);
    expect((await place("BR", "75903-120"))[0]?.properties.postcode_name).toBe("Rio Verde, GO");
    expect((await place("AR", "B2700"))[0]?.properties.postcode_name).toBe("Pergamino, Buenos Aires");
    expect((await place("US", "50010"))[0]?.properties.postcode_name).toBe("Ames, IA");
    expect((await place("US", "Sioux"))[0]?.properties.postcode_name).toMatch(/^Sioux/);
    expect(await place("BR", "Atlantis")).toEqual([]);
    expect(await place("US", "ab")).toEqual([]);
  });

  it("refuses a country without contacts", async () => {
    expect((await fetch(api("/contacts?country=XX"))).status).toBe(400);
  });
});
