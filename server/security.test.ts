import { describe, expect, it } from "vitest";

import { isCrossSiteRequest } from "./security";

const origins = { public: "http://localhost:3000", requestScheme: "http" };

describe("cross-site requests are refused on state-changing methods", () => {
  it.each([
    ["POST", { "sec-fetch-site": "cross-site" }, true],
    ["POST", { "sec-fetch-site": "same-site" }, true], // a sibling subdomain is still another site of ours to distrust
    ["POST", { "sec-fetch-site": "same-origin" }, false],
    ["POST", { "sec-fetch-site": "none" }, false], // typed into the address bar / bookmark
    ["POST", { origin: "https://evil.example", host: "localhost:3000" }, true],
    ["POST", { origin: "null", host: "localhost:3000" }, true],
    ["POST", { origin: "http://localhost:3000", host: "localhost:3000" }, false],
    ["POST", { host: "localhost:3000" }, false], // no browser signals: not a browser, carries no cookies of ours
    // The scheme counts (issue 26): our host over https is another origin than the http page that was served.
    ["POST", { origin: "https://localhost:3000", host: "localhost:3000" }, true],
    ["POST", { origin: "http://LOCALHOST:3000", host: "localhost:3000" }, false],
    ["POST", { origin: "http://portal.internal:3000", host: "portal.internal:3000" }, false], // the host it was asked on
    ["POST", { origin: "https://portal.internal:3000", host: "portal.internal:3000" }, true],
    ["DELETE", { "sec-fetch-site": "cross-site" }, true],
    ["GET", { "sec-fetch-site": "cross-site" }, false], // reads are allowed: links from other sites
  ] as const)("%s with %j → refused: %s", (method, headers, refused) => {
    expect(isCrossSiteRequest(method, headers, origins)).toBe(refused);
  });
});
