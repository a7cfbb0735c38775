import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it } from "vitest";

import { AccountOverview } from "./account-overview";
import type { AccountData } from "./route";

/** Server rendering inside a data router (the rewards widget's links and form need one). */
async function renderWithRouter(node: ReactNode): Promise<string> {
  const handler = createStaticHandler([{ path: "*", element: node }]);
  const context = await handler.query(new Request("http://x/en-us/my-account"));
  if (context instanceof Response) throw new Error("unexpected response");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

const block = (title: string) => ({ title, body: `${title} body` });

function accountData(overrides: Partial<AccountData> = {}): AccountData {
  return {
    meta: { title: "t", description: "d" },
    heading: "My account",
    profile: {
      heading: "Profile",
      rows: [
        { label: "Name", value: "Ana" },
        { label: "Email", value: "ana@x.example" },
      ],
    },
    loyalty: { heading: "Loyalty programme", state: "member", stars: 3, text: "3 stars" },
    blocks: { onboarding: null, eleva: null, carbon: null },
    ...overrides,
  } as AccountData;
}

describe("AccountOverview", () => {
  it("has one h1, the profile rows and the stars as ★ with their words", () => {
    const html = renderToString(<AccountOverview data={accountData()} />);
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain("<dt");
    expect(html).toMatch(/<dt[^>]*>Email<\/dt><dd[^>]*>ana@x.example<\/dd>/);
    expect(html).toMatch(/aria-hidden="true"[^>]*>★★★<span[^>]*>☆☆<\/span>/);
    expect(html).toContain("3 stars");
  });

  it("shows the loyalty text when there are no stars", () => {
    const html = renderToString(
      <AccountOverview
        data={accountData({
          loyalty: {
            heading: "Loyalty",
            state: "unavailable",
            stars: null,
            text: "Cannot show",
          } as AccountData["loyalty"],
        })}
      />,
    );
    expect(html).toContain("Cannot show");
    expect(html).not.toContain("★");
  });

  it("renders exactly the gated blocks the loader sent", () => {
    const data = accountData({
      blocks: {
        onboarding: block("Finish setting up"),
        eleva: null,
        carbon: block("Carbon programme"),
      } as AccountData["blocks"],
    });
    const html = renderToString(<AccountOverview data={data} />);
    const headings = [...html.matchAll(/<h2[^>]*>([^<]+)<\/h2>/g)].map((m) => m[1]);
    expect(headings).toEqual(["Profile", "Loyalty programme", "Finish setting up", "Carbon programme"]);
  });

  it("where the country runs the rewards programme, its widget takes the loyalty card's place", async () => {
    const rewards = {
      id: "rewards-widget",
      heading: "Rewards program",
      pageLink: null,
      notice: null,
      state: "error",
      title: "Failed to load",
      subtitle: "Refresh the page to try again",
      refresh: { label: "Refresh the page", href: "/en-us/my-account" },
    };
    const html = await renderWithRouter(<AccountOverview data={accountData({ loyalty: null, rewards } as never)} />);
    const headings = [...html.matchAll(/<h2[^>]*>([^<]+)<\/h2>/g)].map((m) => m[1]);
    expect(headings).toEqual(["Profile", "Rewards program"]);
    expect(html).toContain("Refresh the page to try again");
    expect(html).not.toContain("Loyalty programme");
  });
});
