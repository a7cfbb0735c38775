// @vitest-environment jsdom
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it } from "vitest";

import { Button, ButtonLink } from "./button/button";
import { Card } from "./card/card";
import { EmptyState } from "./empty-state/empty-state";
import { ErrorState } from "./error-state/error-state";
import { Field, SelectField, TextField } from "./field/field";
import { Pagination } from "./pagination/pagination";
import { SideSheet } from "./side-sheet/side-sheet";
import { SkeletonGrid } from "./skeleton/skeleton";
import { Tabs } from "./tabs/tabs";

/** Server rendering inside a data router (Remix's <Link> and <Form> need one). */
async function html(node: ReactNode, url = "/es-ar/catalogo"): Promise<string> {
  const handler = createStaticHandler([{ path: "*", element: node }]);
  const context = await handler.query(new Request(`http://x${url}`));
  if (context instanceof Response) throw new Error("unexpected response");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

const dom = (markup: string) => new DOMParser().parseFromString(markup, "text/html");

describe("Field", () => {
  it("ties the label, hint and error to the control and marks it invalid", async () => {
    const doc = dom(
      await html(
        <TextField id="lot" name="lot" label="Lot code" hint="As printed on the bag" errors={["Not found"]} />,
      ),
    );
    const input = doc.querySelector("input")!;
    expect(doc.querySelector("label")!.getAttribute("for")).toBe("lot");
    expect(input.getAttribute("name")).toBe("lot");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe("lot-hint lot-error");
    expect(doc.getElementById("lot-error")!.textContent).toBe("Not found");
  });

  it("keeps the error line (empty) when valid, and does not point at it", async () => {
    const doc = dom(await html(<TextField id="q" name="q" label="Search" />));
    const input = doc.querySelector("input")!;
    expect(input.hasAttribute("aria-invalid")).toBe(false);
    expect(input.hasAttribute("aria-describedby")).toBe(false);
    expect(doc.getElementById("q-error")!.textContent).toBe("");
  });

  it("reads conform's field metadata", async () => {
    const meta = {
      id: "f-lot",
      name: "lot",
      errorId: "f-lot-error",
      descriptionId: "f-lot-description",
      errors: ["Required"],
    };
    const doc = dom(
      await html(
        <Field label="Lot" field={meta} hint="h">
          {(control) => <input {...control} />}
        </Field>,
      ),
    );
    const input = doc.querySelector("input")!;
    expect(input.id).toBe("f-lot");
    expect(input.getAttribute("aria-describedby")).toBe("f-lot-description f-lot-error");
    expect(doc.getElementById("f-lot-error")!.textContent).toBe("Required");
  });

  it("renders select options", async () => {
    const doc = dom(
      await html(
        <SelectField
          id="s"
          name="s"
          label="Sort"
          options={[
            { value: "a", label: "A" },
            { value: "b", label: "B" },
          ]}
        />,
      ),
    );
    expect([...doc.querySelectorAll("option")].map((o) => o.value)).toEqual(["a", "b"]);
  });
});

describe("Button", () => {
  it("defaults to type=button and is disabled and busy while loading", async () => {
    const doc = dom(
      await html(
        <>
          <Button>Go</Button>
          <Button type="submit" loading loadingLabel="Searching">
            Go
          </Button>
        </>,
      ),
    );
    const [plain, busy] = [...doc.querySelectorAll("button")];
    expect(plain.getAttribute("type")).toBe("button");
    expect(busy.getAttribute("type")).toBe("submit");
    expect(busy.disabled).toBe(true);
    expect(busy.getAttribute("aria-busy")).toBe("true");
    expect(busy.textContent).toBe("Searching");
  });

  it("ButtonLink is a link", async () => {
    const doc = dom(await html(<ButtonLink to="/x">Go</ButtonLink>));
    expect(doc.querySelector("a")!.getAttribute("href")).toBe("/x");
  });
});

describe("Tabs", () => {
  it("are links in a named nav; the current one has aria-current=page", async () => {
    const items = [
      { id: "all", label: "All", href: "?tab=all" },
      { id: "seeds", label: "Seeds", href: "?tab=seeds", count: 4 },
    ];
    const doc = dom(await html(<Tabs label="Categories" items={items} current="seeds" controls="results" />));
    expect(doc.querySelector("nav")!.getAttribute("aria-label")).toBe("Categories");
    const links = [...doc.querySelectorAll("a")];
    expect(links.map((a) => a.getAttribute("aria-current"))).toEqual([null, "page"]);
    expect(links[1].getAttribute("href")).toBe("/es-ar/catalogo?tab=seeds");
    // The count apart from the label, in a text browser too.
    expect(links[1].textContent).toBe("Seeds 4");
  });
});

describe("Pagination", () => {
  const props = {
    label: "Pages",
    hrefFor: (n: number) => `?page=${n}`,
    previousLabel: "Previous",
    nextLabel: "Next",
    pageLabel: (n: number) => `Page ${n}`,
  };
  it("marks the current page and disables previous on the first page", async () => {
    const doc = dom(await html(<Pagination {...props} page={1} pageCount={3} />));
    expect(doc.querySelector("[aria-current=page]")!.textContent).toBe("1");
    expect(doc.querySelector("[data-disabled]")!.textContent).toBe("Previous");
    expect([...doc.querySelectorAll("a")].map((a) => a.textContent)).not.toContain("Previous");
    expect(doc.querySelector("a[rel=next]")!.getAttribute("href")).toBe("/es-ar/catalogo?page=2");
  });
  it("renders nothing for one page", async () => {
    expect(await html(<Pagination {...props} page={1} pageCount={1} />)).toBe("");
  });
});

describe("states", () => {
  it("ErrorState offers a link or a real form", async () => {
    const link = dom(
      await html(
        <ErrorState title="Failed to load" subtitle="Refresh" action={{ label: "Retry", href: "/es-ar/catalogo" }} />,
      ),
    );
    expect(link.querySelector("a")!.getAttribute("href")).toBe("/es-ar/catalogo");
    expect(link.querySelector("[role=status] h2")!.textContent).toBe("Failed to load");
    const form = dom(
      await html(
        <ErrorState title="Failed" action={{ label: "Retry", form: { method: "get", fields: { lot: "AB1" } } }} />,
      ),
    );
    expect(form.querySelector("form")!.getAttribute("method")).toBe("get");
    expect(form.querySelector("input[name=lot]")!.getAttribute("value")).toBe("AB1");
    expect(form.querySelector("button")!.getAttribute("type")).toBe("submit");
  });

  it("EmptyState can be a live region", async () => {
    const doc = dom(await html(<EmptyState title="No matching results found" live headingLevel={3} />));
    expect(doc.querySelector("[role=status] h3")!.textContent).toBe("No matching results found");
  });

  it("SkeletonGrid shows `count` cards and one announced label", async () => {
    const doc = dom(await html(<SkeletonGrid count={4} label="Loading" />));
    expect(doc.querySelectorAll("[aria-hidden=true] > [aria-hidden=true]").length).toBeGreaterThan(0);
    expect(doc.querySelector("[role=status]")!.textContent).toBe("Loading");
    expect(doc.querySelector("[role=status] > div")!.children.length).toBe(4);
  });

  it("Card stretches its title link", async () => {
    const doc = dom(
      await html(
        <Card title="Maize" href="/es-ar/d/maize" eyebrow="Seeds">
          Text
        </Card>,
      ),
    );
    expect(doc.querySelector("article h3 a")!.getAttribute("href")).toBe("/es-ar/d/maize");
  });
});

describe("SideSheet before hydration (no JavaScript)", () => {
  it("renders its content in place, labelled by its title, with a close link", async () => {
    const doc = dom(
      await html(
        <SideSheet open title="Lot AB1" closeLabel="Close" closeHref="?">
          Result
        </SideSheet>,
      ),
    );
    const section = doc.querySelector("section")!;
    expect(doc.getElementById(section.getAttribute("aria-labelledby")!)!.textContent).toBe("Lot AB1");
    expect(section.textContent).toContain("Result");
    expect(section.querySelector("a")!.getAttribute("aria-label")).toBe("Close");
    expect(doc.querySelector("[role=dialog]")).toBeNull();
  });
  it("renders nothing when closed", async () => {
    expect(
      await html(
        <SideSheet open={false} title="t" closeLabel="c">
          x
        </SideSheet>,
      ),
    ).toBe("");
  });
});

describe("SideSheet with JavaScript", () => {
  it("is a modal dialog named by its title, and its close button closes it", async () => {
    const { createRoot } = await import("react-dom/client");
    const { act } = await import("react");
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const host = document.createElement("div");
    document.body.append(host);
    const changes: boolean[] = [];
    const root = createRoot(host);
    await act(async () => {
      root.render(
        <SideSheet
          open
          title="Lot AB1"
          description="Lab results"
          closeLabel="Close"
          onOpenChange={(open) => changes.push(open)}
        >
          <p>Result</p>
        </SideSheet>,
      );
    });
    // The dialog's code loads on the first opening (the sheet shows in place meanwhile).
    await act(async () => {
      await import("./side-sheet/side-sheet-dialog");
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    const dialog = document.querySelector("[role=dialog]")!;
    expect(document.getElementById(dialog.getAttribute("aria-labelledby")!)!.textContent).toBe("Lot AB1");
    expect(document.getElementById(dialog.getAttribute("aria-describedby")!)!.textContent).toBe("Lab results");
    expect(dialog.textContent).toContain("Result");
    await act(async () => (dialog.querySelector("button[aria-label=Close]") as HTMLButtonElement).click());
    expect(changes).toEqual([false]);
    await act(async () => root.unmount());
    host.remove();
  });
});
