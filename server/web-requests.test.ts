// @vitest-environment node
import type { AddressInfo } from "node:net";

import express from "express";
import { afterEach, expect, it } from "vitest";

import { webRequests } from "./remix-handler";

const servers: Array<{ close(): void }> = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

it("the Fetch API request's signal aborts once its answer is written, so nothing Remix keeps for it outlives it", async () => {
  // Remix keeps a 5-s timer per document that only this signal's abort clears (issue 28).
  const signals: AbortSignal[] = [];
  const app = express();
  app.use(webRequests());
  app.get("*", (_req, res) => {
    signals.push((res.locals.request as Request).signal);
    res.send("page");
  });
  const server = app.listen(0);
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  const answer = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/pt-br`);
  expect(await answer.text()).toBe("page");
  await expect.poll(() => signals[0]?.aborted).toBe(true);
});
