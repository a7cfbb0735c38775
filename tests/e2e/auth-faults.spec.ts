import { browserFetch } from "../../sandbox/test-support";
import { expect, test } from "./fixtures";
import { providerCallback, setFault } from "./support";

// Faults here are this spec's own: its tests have upstreams of their own (fixtures.ts).
test.use({ ownUpstreams: true });
test("a hanging identity provider: the callback answers within the HTTP helper's timeout with the login-failed notice", async ({
  page,
}) => {
  // Signed in at the provider first (the portal has read its discovery document by then), then it hangs.
  const { jar, callback } = await providerCallback("br.3estrelas@surco.example", "/pt-br/contato");
  await setFault("oidc", { mode: "hang" });
  const started = Date.now();
  const answer = await browserFetch(jar, callback);
  const elapsed = Date.now() - started;
  expect(answer.status).toBe(302);
  expect(answer.headers.get("location")).toBe("/pt-br?login=failed");
  // The token call's 3 s timeout (a POST is never retried), with room for a slow machine; before the fix: over 40 s.
  expect(elapsed).toBeLessThan(6_000);
  expect(elapsed).toBeGreaterThanOrEqual(2_900);

  await page.goto(answer.headers.get("location")!);
  await expect(page.getByRole("alert")).toHaveText("Não conseguimos fazer seu login. Tente de novo.");
});
