import { describe, expect, it } from "vitest";

import { wantsServiceWorker } from "./wants-service-worker";

describe("wantsServiceWorker: absent in light mode unless the grower opted in", () => {
  it.each([
    [{ light: false, offlineOptIn: false }, true],
    [{ offlineOptIn: false }, true],
    [undefined, true],
    [{ light: true, offlineOptIn: false }, false],
    [{ light: true }, false],
    [{ light: true, offlineOptIn: true }, true],
  ])("%o → %s", (data, wanted) => {
    expect(wantsServiceWorker(data)).toBe(wanted);
  });
});
