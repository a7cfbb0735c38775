import type { BulletinVideo } from "../../app/services/weather/contract";

/**
 * Brazil's weather bulletins (spec 002 §9): a playlist per region, newest first. Each region's first bulletin is
 * today's (the 'Hoje' headline), then one a day before it. Video ids are 11 characters, fixed per region and
 * position, so pages link to the same videos on every run.
 */
const REGIONS: Record<string, string> = {
  sul: "Sul",
  sudeste: "Sudeste",
  "centro-oeste": "Centro-Oeste",
  mapitoba: "Mapitoba",
  nordeste: "Nordeste",
  norte: "Norte",
};
const VIDEOS_PER_REGION = 4;
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

function videoId(key: string): string {
  let h = 2_166_136_261;
  let id = "";
  for (let i = 0; i < 11; i++) {
    for (const char of `${key}:${i}`) h = Math.imul(h ^ char.charCodeAt(0), 16_777_619);
    id += ALPHABET[(h >>> 0) % 64];
  }
  return id;
}

function daysBefore(today: string, days: number): string {
  return new Date(Date.parse(`${today}T12:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

/** GET /bulletins?region=: the region's playlist, or null for a region the service does not have. */
export function bulletinsFor(region: unknown, today: string): BulletinVideo[] | null {
  if (typeof region !== "string" || !(region in REGIONS)) return null;
  return Array.from({ length: VIDEOS_PER_REGION }, (_, i) => ({
    videoId: videoId(`${region}:${i}`),
    title: `Boletim do tempo ${REGIONS[region]}: ${["chuva e temperatura para a semana", "janela de plantio", "alerta de calor", "previsão do fim de semana"][i]}`,
    publishedOn: daysBefore(today, i),
  }));
}
