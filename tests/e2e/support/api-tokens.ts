import type { Page } from "playwright-core";
import { expect } from "vitest";

/** Settings → API tokens (contract §19) as a staff member uses it. */

export const API_TOKENS_PAGE = "/admin/settings/api-tokens";

export const ownTokensCard = (page: Page) =>
  page.getByRole("region", { name: "Your API tokens", exact: true });

/**
 * Fills the New token dialog (`access` the radio's label, `expires` the option's) and answers
 * the dialog showing the token once, and the token.
 */
export async function makeToken(page: Page, name: string, access: string, expires: string) {
  await ownTokensCard(page).getByRole("button", { name: "New token" }).click();
  const form = page.getByRole("dialog", { name: "New API token" });
  await form.getByLabel("Name").fill(name);
  await form.getByRole("radio", { name: new RegExp(`^${access}`) }).check();
  await form.getByLabel("Expires").selectOption({ label: expires });
  await form.getByRole("button", { name: "Create token" }).click();
  const shown = page.getByRole("dialog", { name: "Copy your new token" });
  await shown.waitFor();
  const token = await shown.getByLabel("Your new token").inputValue();
  expect(token).toMatch(/^rsv_[A-Za-z0-9_-]{40,}$/);
  return { shown, token };
}
