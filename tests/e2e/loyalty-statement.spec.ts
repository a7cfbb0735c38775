import { readFileSync } from "node:fs";

import type { Locator, Page } from "@playwright/test";

import { countryOf, type Locale, localePrefix, sectionPath } from "../../app/countries";
import { DEMO_ACCOUNTS } from "../../sandbox/data/accounts";
import { expect, test } from "./fixtures";
import { SERVER_HTML, signedIn } from "./support";

/**
 * Issue 26, items 2 to 4: for every demo member with Impulso data, the points page and the CSV are one statement.
 * The status card's impulses of the year are the year's confirmed earnings in the CSV; the accumulated card's opening
 * balance is not negative and, with its movements, makes the closing balance the balance card shows; the CSV starts
 * from that opening balance, lists each movement with the balance after it, ends at that closing balance, and its
 * totals are the card's lines. Read from the server's HTML and the download (decision 0039: once, without JavaScript).
 */

/** The loyalty texts the page and the CSV are written with. */
interface Texts {
  cards: Record<string, Record<string, string>>;
  csv: Record<string, string>;
  transactionCategories: Record<string, string>;
}
const texts = (locale: Locale): Texts =>
  JSON.parse(readFileSync(new URL(`../../locales/${locale}/loyalty.json`, import.meta.url), "utf8")) as Texts;

/** A figure as the page or the CSV writes it ("84.200 impulsos", "+2.650", "−41.420", "-190") as a number. */
const number = (text: string) => Number(text.replace(/[^\d−-]/g, "").replace("−", "-"));

/** dd/mm/yyyy → yyyy-mm-dd, so days compare as text. */
const isoDay = (day: string) => day.split("/").reverse().join("-");

/** One CSV line (semicolons, quotes doubled inside quoted cells). */
function cells(line: string): string[] {
  const out: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted && c === '"' && line[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (c === ";" && !quoted) {
      out.push(cell);
      cell = "";
    } else cell += c;
  }
  return [...out, cell];
}

/** A card's term → value pairs, in order. */
async function lines(card: Locator): Promise<[string, string][]> {
  const rows = card.locator("dl > div");
  const terms = await rows.locator("dt").allInnerTexts();
  const values = await rows.locator("dd").allInnerTexts();
  return terms.map((term, i) => [term.trim(), values[i].trim()]);
}

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

/** Every demo member who can open the points page: a member of the programme, signed in to a country that has it. */
const members = DEMO_ACCOUNTS.filter((account) => {
  const allowed = countryOf(account.locale).flags.postLoginAllowList;
  return account.member && sectionPath(account.locale, "loyalty") && (!allowed || allowed.includes(account.email));
});

for (const account of members) {
  const locale: Locale = account.locale;
  const points = `/${localePrefix(locale)}/${sectionPath(locale, "loyalty")}`;
  const csvPath = `/${localePrefix(locale)}/${sectionPath(locale, "loyalty-history-csv")}`;

  test(`${account.email}: the points page and its CSV are one statement`, SERVER_HTML, async ({ page }) => {
    const t = texts(locale);
    const cardsText = t.cards;
    await signedIn(page, account.email, points);

    // The page: the status card's year, the balance, the accumulated card's statement.
    const status = region(page, cardsText.status.heading);
    const yearLabel = (
      await status
        .getByText(/\d{2}\/\d{2}\/\d{4}/)
        .first()
        .innerText()
    ).trim();
    const [yearFrom, today] = yearLabel.match(/\d{2}\/\d{2}\/\d{4}/g)!.map(isoDay);
    expect(yearFrom).toBe(`${today.slice(0, 4)}-01-01`);
    const yearFigure = number(await status.locator("p").nth(1).innerText());
    const balance = number(await region(page, cardsText.balance.heading).locator("p").nth(1).innerText());
    const accumulated = region(page, cardsText.accumulated.heading);
    const statement = await lines(accumulated);
    const [openingTerm, openingText] = statement[0];
    const [closingTerm, closingText] = statement.at(-1)!;
    const opening = number(openingText);
    const closing = number(closingText);
    const movementLines = statement.slice(1, -1).map(([term, value]) => [term, number(value)] as const);
    expect(opening).toBeGreaterThanOrEqual(0);
    expect(opening + movementLines.reduce((sum, [, value]) => sum + value, 0)).toBe(closing);
    expect(closing).toBe(balance);
    // "Mais 2.850 impulsos pendentes, …": every demo member has two invoices under review.
    const pendingPattern = cardsText.accumulated.pending_other
      .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
      .replace("\\{\\{points\\}\\}", "[\\d.]+");
    const pending = number(await accumulated.getByText(new RegExp(pendingPattern)).innerText());
    expect(pending).toBeGreaterThan(0);

    // The CSV of the same statement.
    const response = await page.request.get(csvPath);
    expect(response.status()).toBe(200);
    const [header, ...rows] = (await response.text())
      .replace(/^\uFEFF/, "")
      .split("\r\n")
      .map(cells);
    const column = (key: string) => header.indexOf(t.csv[key]);
    const [date, description, category, pointsColumn, counted, outside, after] = [
      "date",
      "description",
      "category",
      "points",
      "counted",
      "outside",
      "balance",
    ].map(column);
    const openingRow = rows[0];
    expect(openingRow[description]).toBe(openingTerm);
    expect(number(openingRow[pointsColumn])).toBe(opening);
    const closingIndex = rows.findIndex((row) => row[description] === closingTerm);
    expect(closingIndex).toBeGreaterThan(0);
    expect(number(rows[closingIndex][after])).toBe(closing);
    const movements = rows.slice(1, closingIndex);
    expect(movements.length).toBeGreaterThan(0);

    // Opening + every movement = closing, the balance after each row never below zero.
    let running = opening;
    for (const row of movements) {
      expect(isoDay(row[date]) > isoDay(openingRow[date]) && isoDay(row[date]) <= today, row.join(";")).toBe(true);
      if (row[pointsColumn] === "") {
        expect(row[after]).toBe("");
        continue;
      }
      expect(row[counted]).toBe(t.csv.countedYes);
      running += number(row[pointsColumn]);
      expect(number(row[after])).toBe(running);
      expect(running).toBeGreaterThanOrEqual(0);
    }
    expect(running).toBe(closing);
    const notCounted = movements.filter((row) => row[counted] === t.csv.countedPending);
    expect(notCounted.reduce((sum, row) => sum + number(row[outside]), 0)).toBe(pending);

    // The totals are the card's lines, under the same labels.
    const totals = new Map(rows.slice(closingIndex + 1).map((row) => [row[description], row] as const));
    for (const [term, value] of movementLines) expect(number(totals.get(term)![pointsColumn]), term).toBe(value);
    expect(number(totals.get(cardsText.balance.pending)![outside])).toBe(pending);

    // The status card's impulses of the year are the year's confirmed purchases, bonuses, campaigns and partners.
    const earning = ["invoice", "bonus", "campaign", "partners"].map((key) => t.transactionCategories[key]);
    const yearEarned = movements
      .filter((row) => earning.includes(row[category]) && row[counted] === t.csv.countedYes)
      .filter((row) => isoDay(row[date]) >= yearFrom)
      .reduce((sum, row) => sum + number(row[pointsColumn]), 0);
    expect(yearFigure).toBe(yearEarned);
  });
}
