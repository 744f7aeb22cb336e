import type { Page } from "playwright-core";
import { expect } from "vitest";
import { deckPdf } from "../../support/pdf-fixtures";
import { baseUrl } from "./browser";
import type { DatabaseQuery } from "./database";

/**
 * Sends an idea with a deck of `pages` pages through the public API (the idea form's multipart
 * request), then waits until the deck is scanned and its pages are made. Answers the idea's id.
 */
export async function ideaWithDeck(
  query: DatabaseQuery,
  fields: Record<string, string>,
  pages: number,
) {
  const form = new FormData();
  for (const [field, value] of Object.entries(fields)) form.set(field, value);
  form.set(
    "deck",
    new Blob([Buffer.from(await deckPdf(pages))], { type: "application/pdf" }),
    "d.pdf",
  );
  const response = await fetch(new URL("/api/ideas", baseUrl()), { method: "POST", body: form });
  expect(response.status, await response.clone().text()).toBe(201);
  const { id } = (await response.json()) as { id: number };
  await expect
    .poll(
      async () =>
        (
          await query<{ made: number }>(
            `select count(p.page)::int as made from decks d join deck_pages p on p.deck_id = d.id
             where d.startup_idea_id = $1 and d.state = 'clean'`,
            [id],
          )
        )[0]?.made,
      { timeout: 60_000 },
    )
    .toBe(pages);
  return id;
}

/** "Page 2 of 3" under a deck's viewer. */
export const pageCounter = (page: Page) => page.getByText(/^Page \d+ of \d+$/);

/** A deck's viewer: the page shown and its buttons. */
export const deckViewer = (page: Page) => page.getByRole("region", { name: /Pitch deck pages/ });
