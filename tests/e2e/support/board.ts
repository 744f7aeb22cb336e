import type { Page } from "playwright-core";
import { expect } from "vitest";

/**
 * A record's card in the board's New column, asking for more cards until it shows: the column
 * shows its 25 newest first, and in a full run other test files send ideas meanwhile.
 */
export async function newCard(page: Page, name: string) {
  const column = page.getByRole("region", { name: /^New / });
  const cards = column.getByRole("listitem");
  const card = cards.filter({ hasText: name });
  await cards.first().waitFor();
  while ((await card.count()) === 0) {
    const shown = await cards.count();
    await column.getByRole("button", { name: /^Show more/ }).click();
    await expect.poll(() => cards.count()).toBeGreaterThan(shown);
  }
  return card;
}
