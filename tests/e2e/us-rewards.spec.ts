import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import {
  clearFaults,
  expectNoAxeViolations,
  hydrated,
  sandbox,
  SERVER_HTML,
  setFault,
  signedIn,
  untilServerSays,
} from "./support";

/**
 * The US rewards widget and page (spec 000 §2 §4 §5 §6 §8; decision 0028), with JavaScript on and off:
 * the snapshot (us.requisitos), the requirements and their tabs (us.pendiente, es-US), enrolment then
 * the requirements (us.noinscrito with JavaScript, us.sininscripcion without), a grower who is not the
 * farm's head (us.integrante), and the upstream failing then recovering.
 * The failure test's fault on the whole us-rewards upstream is its own (fixtures.ts): the other tests read on.
 */

test.beforeEach(() => test.setTimeout(120_000));

const widget = (page: Page) => page.locator("#rewards-widget");

test("an enrolled head grower meeting the requirements sees the snapshot, on the account page and the rewards page", async ({
  page,
}) => {
  await signedIn(page, "us.requisitos@surco.example", "/en-us/my-account");
  await expect(page.getByRole("heading", { level: 1, name: "My account" })).toBeVisible();
  // The US programme, not Impulso's "not enrolled" card (issue 13).
  await expect(page.getByText("You are not enrolled in the loyalty program yet.")).toHaveCount(0);
  await expect(widget(page).getByRole("heading", { name: "Rewards program" })).toBeVisible();
  await expect(
    widget(page).getByText(/^From [A-Z][a-z]+ \d{1,2}, \d{4} you can redeem 100% of your available rewards\.$/),
  ).toBeVisible();
  await expect(widget(page).getByText("$2,450.00")).toBeVisible();
  await expect(widget(page).getByRole("link", { name: "View statement ACT-US-0001-001" })).toHaveAttribute(
    "href",
    "https://rewards.surco.example/activity/ACT-US-0001-001",
  );
  await expectNoAxeViolations(page);

  await hydrated(page);
  await widget(page).getByRole("link", { name: "Go to your rewards" }).click();
  await expect(page).toHaveURL(/\/en-us\/rewards$/);
  await expect(page.getByRole("heading", { level: 1, name: "Rewards" })).toBeVisible();
  await expect(widget(page).getByRole("heading", { name: "Activity" })).toBeVisible();
  await expect(widget(page).getByRole("listitem")).toHaveCount(5);
  await expectNoAxeViolations(page);
  // The head grower's next steps lead on from here (issue 27): the wizard and the requests.
  await expect(widget(page).getByRole("link", { name: "My redemption requests" })).toHaveAttribute(
    "href",
    "/en-us/rewards/requests",
  );
  await widget(page).getByRole("link", { name: "Redeem rewards" }).click();
  await expect(page).toHaveURL(/\/en-us\/rewards\/redeem(\/type)?$/);
});

test("a head grower not meeting the requirements sees them, opened on the best progress, with tabs as links", async ({
  page,
}) => {
  await signedIn(page, "us.pendiente@surco.example", "/es-us/recompensas");
  const tabs = widget(page).getByRole("navigation", { name: "Programas" });
  await expect(tabs.getByRole("link", { name: "Frutas y verduras" })).toHaveAttribute("aria-current", "page");
  await expect(widget(page).getByText("70 % del camino")).toBeVisible();
  await expect(widget(page).getByText("$10,000.00 de $25,000.00")).toBeVisible();
  await expect(widget(page).getByText("Recompensas disponibles")).toHaveCount(0);
  await expectNoAxeViolations(page);

  await hydrated(page);
  await tabs.getByRole("link", { name: "Papas" }).click();
  await expect(page).toHaveURL(/\/es-us\/recompensas\?tab=potatoes#rewards-widget$/);
  await expect(tabs.getByRole("link", { name: "Papas" })).toHaveAttribute("aria-current", "page");
  await expect(widget(page).getByText("3.5 de 5 galones")).toBeVisible();
  await expect(widget(page).getByText("2 de 5 galones")).toBeVisible();

  await tabs.getByRole("link", { name: "Recompensas" }).click();
  await expect(page).toHaveURL(/\?tab=rewards#rewards-widget$/);
  await expect(widget(page).getByText("Se desbloquea cuando hayas comprado 2 productos")).toBeVisible();
  await expect(widget(page).getByText("25 % del camino")).toBeVisible();
  await expectNoAxeViolations(page);

  // The account page shows the same widget, and its tabs stay on the account page.
  await page.goto("/es-us/mi-cuenta?tab=potatoes");
  await expect(widget(page).getByText("3.5 de 5 galones")).toBeVisible();
});

test("a grower who is not enrolled enrolls through the outbox, then sees the requirements", async ({ page }) => {
  const js = test.info().project.use.javaScriptEnabled !== false;
  // One grower per project, so the two runs never enrol the same grower.
  const grower = js
    ? { id: "us-0003", email: "us.noinscrito@surco.example", path: "/en-us/rewards" }
    : { id: "us-0005", email: "us.sininscripcion@surco.example", path: "/es-us/recompensas" };
  const words = js
    ? {
        enroll: "Enroll",
        terms: "I accept the rewards program terms",
        required: "Accept the program terms to enroll.",
        done: "You are enrolled in the rewards program. Welcome!",
        check: "Check again",
        tabs: "Programs",
      }
    : {
        enroll: "Inscribirme",
        terms: "Acepto los términos del programa de recompensas",
        required: "Acepta los términos del programa para inscribirte.",
        done: "Ya estás inscrito en el programa de recompensas. ¡Bienvenido!",
        check: "Volver a revisar",
        tabs: "Programas",
      };
  await fetch(`${sandbox()}/_sandbox/us-rewards/enrolments/${grower.id}`, { method: "DELETE" });

  await signedIn(page, grower.email, grower.path);
  await expect(widget(page).getByRole("button", { name: words.enroll })).toBeVisible();
  await expectNoAxeViolations(page);
  await hydrated(page);

  // The terms unticked: the error beside the checkbox, nothing sent.
  await widget(page).getByRole("button", { name: words.enroll }).click();
  await expect(widget(page).getByText(words.required)).toBeVisible();
  await expect(widget(page).getByRole("checkbox", { name: words.terms })).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);

  // Ticked and sent twice (a double tap): one enrolment upstream.
  await widget(page).getByRole("checkbox", { name: words.terms }).check();
  await widget(page).getByRole("button", { name: words.enroll }).dblclick();
  await expect(page).toHaveURL(/\?enrolment=/);
  // Once the outbox has delivered: with JavaScript the page looks again by itself, without it the grower reloads.
  if (!js) {
    await untilServerSays(page, page.url(), words.done);
    await page.reload();
  }
  await expect(widget(page).getByText(words.done)).toBeVisible({ timeout: 30_000 });
  await expect(widget(page).getByRole("navigation", { name: words.tabs })).toBeVisible();
  await expectNoAxeViolations(page);
  const enrolments = (await (await fetch(`${sandbox()}/_sandbox/us-rewards/enrolments`)).json()) as {
    growerId: string;
  }[];
  expect(enrolments.filter((e) => e.growerId === grower.id)).toHaveLength(1);

  // The next load shows the requirements, without the notice.
  await page.goto(grower.path);
  await expect(widget(page).getByRole("navigation", { name: words.tabs })).toBeVisible();
  await expect(widget(page).getByText(words.done)).toHaveCount(0);
});

// Once, without JavaScript: server HTML.
test("a grower who is not the farm's head sees the activities only", SERVER_HTML, async ({ page }) => {
  await signedIn(page, "us.integrante@surco.example", "/en-us/rewards");
  await expect(widget(page).getByRole("heading", { name: "Activity" })).toBeVisible();
  await expect(widget(page).getByRole("link", { name: /^View statement/ })).toHaveCount(2);
  await expect(widget(page).getByText("Available rewards")).toHaveCount(0);
  await expect(widget(page).getByRole("link", { name: "Redeem rewards" })).toHaveCount(0);
  await expect(widget(page).getByText(/you can redeem/)).toHaveCount(0);
  await expect(widget(page).getByRole("navigation", { name: "Programs" })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test.describe("when the programme fails", () => {
  test.use({ ownUpstreams: true });
  test("the upstream failing: the page answers 200 with 'Failed to load'; after it recovers, the refresh link brings the widget back", async ({
    page,
  }) => {
    await signedIn(page, "us.requisitos@surco.example", "/en-us/contact");
    await setFault("us-rewards", { mode: "status", status: 500 });
    const answer = await page.goto("/en-us/rewards?tab=rewards");
    expect(answer?.status()).toBe(200);
    await expect(widget(page).getByRole("heading", { name: "Failed to load" })).toBeVisible();
    await expect(widget(page).getByText("Refresh the page to try again")).toBeVisible();
    const refresh = widget(page).getByRole("link", { name: "Refresh the page" });
    await expect(refresh).toHaveAttribute("href", "/en-us/rewards?tab=rewards");
    await expectNoAxeViolations(page);

    await clearFaults("us-rewards");
    await hydrated(page);
    await widget(page).getByRole("link", { name: "Refresh the page" }).click();
    await expect(widget(page).getByText("$2,450.00")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
