// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  cultivarData,
  documentPathId,
  memberInterests,
  themesPage,
  topicList,
} from "../app/services/interests/contract";
import { startTestSandbox, type TestSandbox } from "./test-support";

let sandbox: TestSandbox;
const api = (path: string) => `${sandbox.env.INTERESTS_API_URL}/${path}`;

beforeAll(async () => {
  sandbox = await startTestSandbox();
});

afterAll(async () => {
  await sandbox?.dispose();
});

const NO_TOPICS = "61503928489"; // br.semtemas
const FIVE_TOPICS = "73104625808"; // br.3estrelas

function save(document: string, body: unknown, key?: string) {
  return fetch(api(`contents2u/save/${documentPathId(document)}`), {
    method: "POST",
    headers: { "content-type": "application/json", ...(key ? { "idempotency-key": key } : {}) },
    body: JSON.stringify(body),
  });
}

describe("topics and interests", () => {
  it("serves each group in the locale, regions of the locale's country only", async () => {
    const regions = topicList.parse(await (await fetch(api("cmsRegion?locale=pt-BR"))).json()).data;
    expect(regions.map((r) => r.id)).toContain("region-midwest");
    expect(regions.map((r) => r.id)).not.toContain("region-pampa");
    const cultures = topicList.parse(await (await fetch(api("culture?locale=es-AR"))).json()).data;
    expect(cultures.find((c) => c.id === "culture-corn")?.title).toBe("Maíz");
  });

  it("starts growers with their demo interests, or none", async () => {
    const five = memberInterests.parse(await (await fetch(api(`contents2u/${documentPathId(FIVE_TOPICS)}`))).json());
    expect(five.interests).toHaveLength(5);
    const none = memberInterests.parse(await (await fetch(api(`contents2u/${documentPathId(NO_TOPICS)}`))).json());
    expect(none.interests).toEqual([]);
  });

  it("saves the whole set once per Idempotency-Key", async () => {
    const key = "test-key-0001";
    const first = await save(NO_TOPICS, { interests: ["culture-soy", "editorial-climate"] }, key);
    expect(first.status).toBe(200);
    const replay = await save(NO_TOPICS, { interests: ["culture-soy", "editorial-climate"] }, key);
    expect(replay.status).toBe(200);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect((await save(NO_TOPICS, { interests: ["culture-corn"] }, key)).status).toBe(422);
    const saves = (await (await fetch(`${sandbox.url}/_sandbox/interests/saves`)).json()) as { key: string }[];
    expect(saves.filter((s) => s.key === key)).toHaveLength(1);
    const now = memberInterests.parse(await (await fetch(api(`contents2u/${documentPathId(NO_TOPICS)}`))).json());
    expect(now.interests).toEqual(["culture-soy", "editorial-climate"]);
  });

  it.each([
    ["no key", { interests: ["culture-soy"] }, undefined],
    ["no topic", { interests: [] }, "test-key-0002"],
    ["an unknown topic", { interests: ["made-up"] }, "test-key-0003"],
  ])("refuses %s with 400", async (_, body, key) => {
    expect((await save(NO_TOPICS, body, key)).status).toBe(400);
  });
});

describe("preferred themes", () => {
  it("serves type C, 6 a page, tagged with any of the topics", async () => {
    const query = "cultures=culture-soy&regions=&editorials=&type=C&page=1&per_page=6&locale=pt-BR";
    const page = themesPage.parse(await (await fetch(api(`aem-integration/preferred-themes/?${query}`))).json());
    expect(page.data.length).toBeLessThanOrEqual(6);
    expect(page.data.every((item) => item.tags.includes("culture-soy"))).toBe(true);
    expect(page.totalPages).toBe(Math.ceil(page.totalItems / 6));
  });

  it("refuses another type", async () => {
    expect((await fetch(api("aem-integration/preferred-themes/?type=A"))).status).toBe(400);
  });
});

describe("cultivar data by email", () => {
  it("answers for a Cultivar Plus grower and 404 for one without data", async () => {
    const plus = cultivarData.parse(await (await fetch(api("cultivar/br.cultivarplus%40surco.example"))).json());
    expect(plus.type).toBe("Cultivar Plus");
    expect(plus.batches.length).toBeGreaterThan(0);
    expect((await fetch(api("cultivar/br.3estrelas%40surco.example"))).status).toBe(404);
  });
});
