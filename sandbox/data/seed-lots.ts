import type { SeedQualityResult } from "../../app/domain/catalog/seed-quality";

/**
 * Seed lots the sandbox knows (the partner's corn-batch lookup, spec 000 §7):
 * lots that are found, codes the partner rejects with a message (400), and a
 * code that makes the partner fail (500), so every outcome can be tried. A found
 * lot's plate is written in the language the lookup asks for (`locale`: Spanish,
 * Portuguese or English; Spanish without one); its rejections are Spanish only,
 * as a partner's error messages are (the portal says them in its own words).
 *
 *   found      SG24-7210-0031, SG24-7210-0032, SG24-6950-0107, SG23-8020-0415, CX24-1180-0022 (low germination,
 *              a US hybrid that no Argentine field is recommended), SG24-9300-0012 (CA 930 VT3P, recommended
 *              first on Lote 1 · La Loma: the lot correction on recommendations applies to it),
 *              CX24-8300-0107 (CX 830 SmartStax, recommended first on the US account's North 80)
 *   400        anything not in the list: "Lote no encontrado"; a code that is not a corn lot (starting
 *              "SOJ"): "El código corresponde a un lote de soja"; an expired lot (SG19-…): "Lote vencido"
 *   500        ERR500 (and any code starting "ERR5")
 */
/** A lot as the partner keeps it: its plate written in each language it answers in. */
type Language = "es" | "pt" | "en";
type KeptLot = Omit<SeedQualityResult, "recommendedPlate"> & { recommendedPlate: Record<Language, string> };

export const SEED_LOTS: Record<string, KeptLot> = {
  "SG24-7210-0031": {
    hybrid: "CA 721 VT3P",
    grade: "C2",
    germinationPower: 96,
    recommendedPlate: {
      es: "Placa 28 celdas (maíz chato medio)",
      pt: "Disco de 28 furos (milho chato médio)",
      en: "28-cell plate (medium flat kernels)",
    },
    doubles: 1.2,
    failures: 2.5,
    pureSeed: 99.8,
    dav: "A1",
  },
  "SG24-7210-0032": {
    hybrid: "CA 721 VT3P",
    grade: "R1",
    germinationPower: 94,
    recommendedPlate: {
      es: "Placa 28 celdas (maíz redondo)",
      pt: "Disco de 28 furos (milho redondo)",
      en: "28-cell plate (round kernels)",
    },
    doubles: 0.8,
    failures: 3.1,
    pureSeed: 99.6,
    dav: "A2",
  },
  "SG24-6950-0107": {
    hybrid: "Pampero VT4PRO",
    grade: "C1",
    germinationPower: 98,
    recommendedPlate: {
      es: "Placa 24 celdas (maíz chato chico)",
      pt: "Disco de 24 furos (milho chato pequeno)",
      en: "24-cell plate (small flat kernels)",
    },
    doubles: 0.5,
    failures: 1.4,
    pureSeed: 99.9,
    dav: "B1",
  },
  "SG23-8020-0415": {
    hybrid: "CA 802 RR2",
    grade: "C3",
    germinationPower: 91,
    recommendedPlate: {
      es: "Placa 32 celdas (maíz chato grande)",
      pt: "Disco de 32 furos (milho chato grande)",
      en: "32-cell plate (large flat kernels)",
    },
    doubles: 2.1,
    failures: 4.0,
    pureSeed: 99.2,
    dav: "B3",
  },
  "SG24-9300-0012": {
    hybrid: "CA 930 VT3P",
    grade: "C2",
    germinationPower: 85,
    recommendedPlate: {
      es: "Placa 28 celdas (maíz chato medio)",
      pt: "Disco de 28 furos (milho chato médio)",
      en: "28-cell plate (medium flat kernels)",
    },
    doubles: 1.8,
    failures: 5.5,
    pureSeed: 98.7,
    dav: "C2",
  },
  "CX24-1180-0022": {
    hybrid: "CX 118 SmartStax",
    grade: "R2",
    germinationPower: 85,
    recommendedPlate: {
      es: "Placa 30 celdas (maíz redondo grande)",
      pt: "Disco de 30 furos (milho redondo grande)",
      en: "30-cell plate (large round kernels)",
    },
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
    recommendedPlate: {
      es: "Placa 30 celdas (maíz chato medio)",
      pt: "Disco de 30 furos (milho chato médio)",
      en: "30-cell plate (medium flat kernels)",
    },
    doubles: 1.2,
    failures: 2.5,
    pureSeed: 99.1,
    dav: "C1",
  },
};

export type LotAnswer = { status: 200; body: SeedQualityResult } | { status: 400 | 500; body: { message: string } };

/** The language a locale asks for ("pt-BR" → pt); Spanish, the partner's own, for none or one it does not write. */
function languageOf(locale: string | null): Language {
  const language = locale?.slice(0, 2).toLowerCase();
  return language === "pt" || language === "en" ? language : "es";
}

/** The partner's answer for a code, its texts in the language of `locale` (issue 27, decision 0055). */
export function answerFor(code: string, locale: string | null = null): LotAnswer {
  const key = code.trim().toUpperCase();
  if (!key) return { status: 400, body: { message: "seedGroupCode es obligatorio" } };
  if (key.startsWith("ERR5")) return { status: 500, body: { message: "Partner service failure" } };
  const lot = SEED_LOTS[key];
  if (lot) return { status: 200, body: { ...lot, recommendedPlate: lot.recommendedPlate[languageOf(locale)] } };
  if (key.startsWith("SOJ")) return { status: 400, body: { message: "El código corresponde a un lote de soja" } };
  if (key.startsWith("SG19")) return { status: 400, body: { message: "Lote vencido" } };
  return { status: 400, body: { message: "Lote no encontrado" } };
}
