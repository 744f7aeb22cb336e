import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type Receiver, startReceiver } from "../support/webhook-receiver";
import { PHONE } from "./support/accessibility";
import { signInThroughForm } from "./support/admin";
import { adminApi, apiSession } from "./support/admin-api";
import { expectAccessible } from "./support/axe";
import { baseUrl, connectBrowser, holdScripts, waitForHydration } from "./support/browser";
import { addWebhook, WEBHOOKS_PAGE, webhooksCard } from "./support/webhooks";

/**
 * Webhooks (contract §19) from Settings: an admin adds one pointing at a receiver on this
 * machine (the e2e site runs with WEBHOOK_ALLOW_PRIVATE), copies its secret, sends a test ping,
 * sees it delivered in the log and the receiver verifies its signature; axe at 1280 and 375 px.
 */
const openPage = connectBrowser();
const ADMIN = { username: "admin", password: inject("e2eAdminPassword") };
let receiver: Receiver;

beforeAll(async () => {
  receiver = await startReceiver();
  // Start from none, so the page shows its empty state (the walk's file deletes its own too).
  const cookie = await apiSession();
  const existing = (await (await adminApi(cookie, "GET", "/api/admin/webhooks")).json()) as {
    id: number;
  }[];
  for (const hook of existing) await adminApi(cookie, "DELETE", `/api/admin/webhooks/${hook.id}`);
});
afterAll(() => receiver?.close());

async function signedIn(options?: Parameters<typeof openPage>[1]) {
  const opened = await openPage("/admin/login", options);
  await signInThroughForm(opened.page, ADMIN.username, ADMIN.password);
  opened.problems.length = 0;
  await opened.page.goto(new URL(WEBHOOKS_PAGE, baseUrl()).href, {
    waitUntil: "networkidle",
  });
  return opened;
}

describe("webhooks in Settings", () => {
  it("adds a webhook, shows its secret once, sends a test and shows the delivery (1280 px)", async () => {
    const { page, problems, close } = await signedIn();
    const card = webhooksCard(page);
    await card.getByText("No webhooks yet").waitFor();
    await expectAccessible(page, "webhooks, none yet");

    // Nothing chosen: both problems said where they are.
    await card.getByRole("button", { name: "Add webhook" }).click();
    await card.getByText("Enter the address to send events to").waitFor();
    await card.getByText("Choose at least one event").waitFor();
    await expectAccessible(page, "webhooks, form with errors");

    const { secret, secretField } = await addWebhook(page, receiver.url, [
      "idea.created",
      "submission.status_changed",
    ]);
    await expectAccessible(page, "webhooks, secret shown");
    await card.getByRole("button", { name: "Done" }).click();
    await secretField.waitFor({ state: "detached" });

    const hook = card.getByRole("listitem").filter({ hasText: receiver.url });
    await hook.getByRole("button", { name: "Send test" }).click();
    await hook.getByText("Delivered · 200").waitFor({ timeout: 15_000 });
    await expect.poll(() => receiver.received.length).toBe(1);
    const [ping] = receiver.received;
    const event = new Webhook(secret).verify(
      ping?.body ?? "",
      ping?.headers as Record<string, string>,
    ) as { type: string };
    expect(event.type).toBe("ping");
    await hook.getByText("Attempt 1").waitFor();
    await expectAccessible(page, "webhooks, a delivery in the log");

    // Off and on again; the secret is never shown again.
    await hook.getByRole("button", { name: "Turn off" }).click();
    await hook.getByRole("button", { name: "Turn on" }).waitFor();
    await hook.getByRole("button", { name: "Turn on" }).click();
    await hook.getByRole("button", { name: "Turn off" }).waitFor();
    expect(await page.content()).not.toContain(secret);
    expect(problems).toEqual([]);
    await close();
  });

  it("refuses a URL it may not call, and deletes a webhook after asking (375 px)", async () => {
    const { page, close } = await signedIn(PHONE);
    const card = webhooksCard(page);
    const hook = card.getByRole("listitem").filter({ hasText: receiver.url });
    await hook.getByRole("button", { name: "Show deliveries" }).click();
    await hook.getByText("Attempt 1").waitFor();
    await expectAccessible(page, "webhooks at 375 px, the log open");

    await card.getByLabel("Endpoint URL").fill("ftp://example.com/hook");
    await card.getByRole("checkbox", { name: /A perspective is published/ }).check();
    await card.getByRole("button", { name: "Add webhook" }).click();
    await card.getByText("url must start with https:// or http://").waitFor();
    await expectAccessible(page, "webhooks at 375 px, URL refused");

    await hook.getByRole("button", { name: "Delete" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete this webhook?" });
    await expectAccessible(page, "webhooks at 375 px, delete dialog");
    await dialog.getByRole("button", { name: "Delete webhook" }).click();
    await card.getByText("No webhooks yet").waitFor();
    await close();
  });

  it("adds what was typed and ticked on the server's page before its code arrived", async () => {
    const opened = await openPage("/admin/login");
    const { page, close } = opened;
    await signInThroughForm(page, ADMIN.username, ADMIN.password);
    const release = await holdScripts(page, "**/assets/*.js");
    await page.goto(new URL(WEBHOOKS_PAGE, baseUrl()).href, { waitUntil: "domcontentloaded" });
    const card = webhooksCard(page);
    const url = `${receiver.url}/early`;
    await card.getByLabel("Endpoint URL").fill(url);
    await card.getByRole("checkbox", { name: /A perspective is published/ }).check();
    await card.getByRole("radio", { name: /Slack/ }).check();
    release();
    await waitForHydration(page);

    await card.getByRole("button", { name: "Add webhook" }).click();
    await card.getByRole("textbox", { name: "Signing secret" }).waitFor();
    const cookie = await apiSession();
    const hooks = (await (await adminApi(cookie, "GET", "/api/admin/webhooks")).json()) as {
      id: number;
      url: string;
      events: string[];
      format: string;
    }[];
    const added = hooks.find((hook) => hook.url === url);
    expect(added).toMatchObject({ events: ["perspective.published"], format: "slack" });
    await adminApi(cookie, "DELETE", `/api/admin/webhooks/${added?.id}`);
    await close();
  });
});
