import type { WebhookEvent } from "@shared/schemas/webhooks";
import { WEBHOOK_EVENT_LABELS } from "@shared/schemas/webhooks";
import type { Page } from "playwright-core";
import { expect } from "vitest";

/** Settings → Webhooks (contract §19) as an admin uses it. */

export const WEBHOOKS_PAGE = "/admin/settings/webhooks";

export const webhooksCard = (page: Page) => page.getByRole("region", { name: "Webhooks" });

/**
 * Adds a webhook for `events` through the page's form and answers its signing secret, still
 * on screen (shown once) with the field that shows it.
 */
export async function addWebhook(page: Page, url: string, events: WebhookEvent[]) {
  const card = webhooksCard(page);
  await card.getByLabel("Endpoint URL").fill(url);
  for (const event of events) {
    await card.getByRole("checkbox", { name: new RegExp(WEBHOOK_EVENT_LABELS[event]) }).check();
  }
  await card.getByRole("button", { name: "Add webhook" }).click();
  const secretField = card.getByRole("textbox", { name: "Signing secret" });
  await secretField.waitFor();
  const secret = await secretField.inputValue();
  expect(secret).toMatch(/^whsec_/);
  return { secret, secretField };
}
