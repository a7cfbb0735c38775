import { describe, expect, it } from "vitest";

import { withoutPersonalData } from "./personal-data";

describe("withoutPersonalData", () => {
  it.each([
    ["no member ana.perez+campo@surco.example.com.ar", "no member [e-mail]"],
    ["CUIT 20-27451863-5 refused", "CUIT [number] refused"],
    ["CPF 123.456.789-09 unknown", "CPF [number] unknown"],
    ["DNI 27451863", "DNI [number]"],
    ["at loader (file:///app/build/server/index.js:1234:56)", "at loader (file:///app/build/server/index.js:1234:56)"],
    ["cannot read 'stars' of undefined", "cannot read 'stars' of undefined"],
  ])("%s", (text, expected) => expect(withoutPersonalData(text)).toBe(expected));
});
