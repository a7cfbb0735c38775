// @vitest-environment jsdom
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it } from "vitest";

import { RewardsWidget } from "./rewards-widget";
import type { RewardsWidgetView } from "./view";

async function render(node: ReactNode): Promise<Document> {
  const handler = createStaticHandler([{ path: "*", element: node }]);
  const context = await handler.query(new Request("http://x/en-us/rewards"));
  if (context instanceof Response) throw new Error("unexpected response");
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
  return new DOMParser().parseFromString(html, "text/html");
}

const common = { id: "rewards-widget", heading: "Rewards program", pageLink: null, notice: null };

describe("RewardsWidget", () => {
  it("requirements: tabs are links with the current one marked, the locked step says why and its bar is empty", async () => {
    const view: RewardsWidgetView = {
      ...common,
      state: "requirements",
      title: "Your minimum requirements",
      intro: "Meet the minimums",
      tabs: {
        label: "Programs",
        current: "rewards",
        items: [
          { id: "rewards", label: "Rewards", href: "/en-us/rewards?tab=rewards#rewards-widget" },
          { id: "potatoes", label: "Potatoes", href: "/en-us/rewards?tab=potatoes#rewards-widget" },
        ],
      },
      panel: {
        heading: "Rewards",
        share: "25% of the way",
        steps: [
          { kind: "products", label: "Products bought", value: "1 of 2", percent: 50, done: null, locked: null },
          {
            kind: "earned",
            label: "Rewards earned",
            value: "$900.00 of $1,500.00",
            percent: 0,
            done: null,
            locked: "Unlocks when you have bought 2 products",
          },
        ],
      },
    };
    const doc = await render(<RewardsWidget view={view} />);
    const nav = doc.querySelector('nav[aria-label="Programs"]')!;
    expect([...nav.querySelectorAll("a")].map((a) => [a.textContent, a.getAttribute("aria-current")])).toEqual([
      ["Rewards", "page"],
      ["Potatoes", null],
    ]);
    const locked = doc.querySelector("li[data-locked]")!;
    expect(locked.textContent).toContain("Unlocks when you have bought 2 products");
    expect(locked.querySelector<HTMLElement>('[aria-hidden="true"] div')!.style.width).toBe("0%");
  });

  it("enrolment: a POST form with the idempotency key; an error marks the checkbox invalid and is tied to it", async () => {
    const view: RewardsWidgetView = {
      ...common,
      state: "enrolment",
      title: "Join the rewards program",
      body: "Earn rewards",
      form: {
        action: "/en-us/rewards",
        key: "k".repeat(22) + "." + "s".repeat(22),
        terms: "I accept the rewards program terms",
        submit: "Enroll",
        errors: { terms: "Accept the program terms to enroll." },
      },
    };
    const doc = await render(<RewardsWidget view={view} />);
    const form = doc.querySelector("form")!;
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe("/en-us/rewards");
    expect(form.querySelector<HTMLInputElement>('input[name="idempotencyKey"]')!.value).toBe(view.form.key);
    const box = form.querySelector<HTMLInputElement>('input[type="checkbox"][name="acceptTerms"]')!;
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(doc.getElementById(box.getAttribute("aria-describedby")!)!.textContent).toBe(
      "Accept the program terms to enroll.",
    );
  });

  it("snapshot: the banner, available rewards, and each activity's link named by its reference", async () => {
    const view: RewardsWidgetView = {
      ...common,
      pageLink: { label: "Go to your rewards", href: "/en-us/rewards" },
      state: "snapshot",
      banner: "From June 30, 2026 you can redeem 100% of your available rewards.",
      available: { label: "Available rewards", amount: "$380.50" },
      redemption: {
        redeem: { label: "Redeem rewards", href: "/en-us/rewards/redeem" },
        requests: { label: "My redemption requests", href: "/en-us/rewards/requests" },
      },
      activities: {
        heading: "Activity",
        empty: "No activity yet.",
        rows: [
          {
            id: "ACT-1",
            type: "Purchase",
            reference: "Reference ACT-1",
            product: "Admire Pro",
            amount: "$8,255.00",
            date: { text: "Nov 19, 2026", iso: "2026-11-20T02:00:00Z" },
            link: {
              href: "https://rewards.surco.example/activity/ACT-1",
              label: "View statement",
              accessibleLabel: "View statement ACT-1",
            },
          },
        ],
      },
    };
    const doc = await render(<RewardsWidget view={view} />);
    expect(doc.body.textContent).toContain("From June 30, 2026 you can redeem 100%");
    expect(doc.body.textContent).toContain("$380.50");
    const link = doc.querySelector('a[aria-label="View statement ACT-1"]')!;
    expect(link.getAttribute("href")).toBe("https://rewards.surco.example/activity/ACT-1");
    expect(doc.querySelector("time")!.getAttribute("datetime")).toBe("2026-11-20T02:00:00Z");
    expect(doc.querySelector('a[href="/en-us/rewards"]')!.textContent).toBe("Go to your rewards");
    // The head grower's next steps (issue 27).
    expect(doc.querySelector('a[href="/en-us/rewards/redeem"]')!.textContent).toBe("Redeem rewards");
    expect(doc.querySelector('a[href="/en-us/rewards/requests"]')!.textContent).toBe("My redemption requests");
  });
});
