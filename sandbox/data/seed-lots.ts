import type { SeedQualityResult } from "../../app/domain/catalog/seed-quality";

/**
 * Seed lots the sandbox knows (the partner's corn-batch lookup, spec 000 §7):
 * lots that are found, codes the partner rejects with a message (400), and a
 * code that makes the partner fail (500), so every outcome can be tried.
 *
 *   found      SG24-7210-0031, SG24-7210-0032, SG24-6950-0107, SG23-8020-0415, CX24-1180-0022 (low germination,
 *              a US hybrid that no Argentine field is recommended), SG24-9300-0012 (CA 930 VT3P, recommended
 *              first on Lote 1 · La Loma: the lot correction on recommendations applies to it),
 *              CX24-8300-0107 (CX 830 SmartStax, recommended first on the US account's North 80)
 *   400        anything not in the list: "Lote no encontrado"; a code that is not a corn lot (starting
 *              "SOJ"): "El código corresponde a un lote de soja"; an expired lot (SG19-…): "Lote vencido"
 *   500        ERR500 (and any code starting "ERR5")
 */
export const SEED_LOTS: Record<string, SeedQualityResult> = {
  "SG24-7210-0031": {
    hybrid: "CA 721 VT3P",
    grade: "C2",
    germinationPower: 96,
    recommendedPlate: "Placa 28 celdas (maíz chato medio)",
    doubles: 1.2,
    failures: 2.5,
    pureSeed: 99.8,
    dav: "A1",
  },
  "SG24-7210-0032": {
    hybrid: "CA 721 VT3P",
    grade: "R1",
    germinationPower: 94,
    recommendedPlate: "Placa 28 celdas (maíz redondo)",
    doubles: 0.8,
    failures: 3.1,
    pureSeed: 99.6,
    dav: "A2",
  },
  "SG24-6950-0107": {
    hybrid: "Pampero VT4PRO",
    grade: "C1",
    germinationPower: 98,
    recommendedPlate: "Placa 24 celdas (maíz chato chico)",
    doubles: 0.5,
    failures: 1.4,
    pureSeed: 99.9,
    dav: "B1",
  },
  "SG23-8020-0415": {
    hybrid: "CA 802 RR2",
    grade: "C3",
    germinationPower: 91,
    recommendedPlate: "Placa 32 celdas (maíz chato grande)",
    doubles: 2.1,
    failures: 4.0,
    pureSeed: 99.2,
    dav: "B3",
  },
  "SG24-9300-0012": {
    hybrid: "CA 930 VT3P",
    grade: "C2",
    germinationPower: 85,
    recommendedPlate: "Placa 28 celdas (maíz chato medio)",
    doubles: 1.8,
    failures: 5.5,
    pureSeed: 98.7,
    dav: "C2",
  },
  "CX24-1180-0022": {
    hybrid: "CX 118 SmartStax",
    grade: "R2",
    germinationPower: 85,
    recommendedPlate: "Plate 30 cells (large round)",
    doubles: 1.8,
    failures: 5.5,
    pureSeed: 98.7,
    dav: "C2",
  },
  // A US lot of CX 830 SmartStax, recommended first on the US demo account's North 80 (seeds per acre there).
  "CX24-8300-0107": {
    hybrid: "CX 830 SmartStax",
    grade: "R1",
    germinationPower: 94,
    recommendedPlate: "Plate 30 cells (medium flat)",
    doubles: 1.2,
    failures: 2.5,
    pureSeed: 99.1,
    dav: "C1",
  },
};

export type LotAnswer = { status: 200; body: SeedQualityResult } | { status: 400 | 500; body: { message: string } };

export function answerFor(code: string): LotAnswer {
  const key = code.trim().toUpperCase();
  if (!key) return { status: 400, body: { message: "seedGroupCode es obligatorio" } };
  if (key.startsWith("ERR5")) return { status: 500, body: { message: "Partner service failure" } };
  const lot = SEED_LOTS[key];
  if (lot) return { status: 200, body: lot };
  if (key.startsWith("SOJ")) return { status: 400, body: { message: "El código corresponde a un lote de soja" } };
  if (key.startsWith("SG19")) return { status: 400, body: { message: "Lote vencido" } };
  return { status: 400, body: { message: "Lote no encontrado" } };
}
