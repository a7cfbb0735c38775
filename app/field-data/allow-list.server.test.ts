import { describe, expect, it } from "vitest";

import { mayUseFieldData } from "./allow-list.server";

describe("field-data allow-list (spec 002 §6)", () => {
  it.each([
    [null, "anyone@surco.example", true],
    [["ar.conectado@surco.example"], "AR.Conectado@surco.example", true],
    [["ar.conectado@surco.example"], "ar.sinconectar@surco.example", false],
    [[], "ar.conectado@surco.example", false],
  ] as const)("allow-list %j, %s → %s", (list, email, allowed) => expect(mayUseFieldData(list, email)).toBe(allowed));
});
