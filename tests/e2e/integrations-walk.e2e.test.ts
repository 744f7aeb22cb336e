import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { Page } from "playwright-core";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { eventually, type Receiver, startReceiver } from "../support/webhook-receiver";
import { signInThroughForm, submit } from "./support/admin";
import { adminApi, apiSession } from "./support/admin-api";
import { makeToken, ownTokensCard } from "./support/api-tokens";
import { expectAccessible } from "./support/axe";
import { baseUrl, connectBrowser, toastText, waitForHydration } from "./support/browser";
import { sendStartupIdea } from "./support/public-forms";
import { addWebhook, webhooksCard } from "./support/webhooks";

/**
 * A new user's walk through the integrations (contract §19, issue 37): an admin makes an API
 * token in Settings, calls the API with the real `curl` (as an integration's first try looks),
 * adds a webhook pointing at a receiver on this machine (the e2e site runs with
 * WEBHOOK_ALLOW_PRIVATE), and sees the events their changes cause delivered in the endpoint's
 * log, while the receiver verifies each signature with the `standardwebhooks` package.
 */
const openPage = connectBrowser();
const run = Date.now().toString(36);
const ADMIN = { username: "admin", password: inject("e2eAdminPassword") };
/** An idea the studio already has when the walk begins. */
const WAITING = { name: `Walk Orchard ${run}`, email: `orchard-${run}@example.com` };
/** The idea a founder sends through the public form once the webhook is there. */
const FOUNDER = {
  name: `Walk Founder ${run}`,
  email: `founder-${run}@example.com`,
  idea: "Cover-crop seed mixes chosen from each field's soil test.",
};

let receiver: Receiver;
let waitingId: number;

beforeAll(async () => {
  receiver = await startReceiver();
  ({ id: waitingId } = await submit("/api/ideas", {
    ...WAITING,
    idea: "Frost alarms for small orchards.",
    sector: "Biotech",
    stage: "Prototype/MVP",
  }));
});

afterAll(async () => {
  // The receiver goes with this file: its webhook must not outlive it and fail for the others.
  const cookie = await apiSession();
  const hooks = (await (await adminApi(cookie, "GET", "/api/admin/webhooks")).json()) as {
    id: number;
    url: string;
  }[];
  for (const hook of hooks.filter(({ url }) => url === receiver.url)) {
    await adminApi(cookie, "DELETE", `/api/admin/webhooks/${hook.id}`);
  }
  await receiver?.close();
});

const curlFile = promisify(execFile);

/**
 * The API through the real `curl` binary with the token as a bearer; fails on any status but a
 * 2xx (`--fail-with-body`) and answers the parsed JSON.
 */
async function curl(token: string, path: string, write?: { method: string; json: unknown }) {
  const args = ["--silent", "--show-error", "--fail-with-body"];
  args.push("--header", `Authorization: Bearer ${token}`);
  if (write) {
    args.push("--request", write.method, "--header", "Content-Type: application/json");
    args.push("--data", JSON.stringify(write.json));
  }
  const { stdout } = await curlFile("curl", [...args, new URL(path, baseUrl()).href]);
  return JSON.parse(stdout) as unknown;
}

/** Follows a link of a navigation by its name, as a user clicks it, and waits for the page. */
async function follow(page: Page, navigation: string, link: string, path: string) {
  await page
    .getByRole("navigation", { name: navigation })
    .getByRole("link", { name: link })
    .click();
  await page.waitForURL((address) => address.pathname === path);
}

describe("a new user's walk through the integrations", () => {
  it("makes a token, calls the API with curl, adds a webhook and sees its deliveries", async () => {
    const { page, problems, close } = await openPage("/admin/login");
    await signInThroughForm(page, ADMIN.username, ADMIN.password);
    // The login page's own check of the session is a 401 by design.
    problems.length = 0;

    // Settings → API tokens: a token for the CRM, which reads ideas and moves their status.
    await follow(page, "Admin", "Settings", "/admin/settings/account");
    await follow(page, "Settings", "API tokens", "/admin/settings/api-tokens");
    await ownTokensCard(page).waitFor();
    const { shown, token } = await makeToken(page, `CRM ${run}`, "Read and write", "In 90 days");
    await shown.getByRole("button", { name: "Done" }).click();
    await shown.waitFor({ state: "detached" });

    // curl: the ideas, found by the waiting one's name.
    const listed = await curl(
      token,
      `/api/admin/startup-ideas?filter=search&search=${encodeURIComponent(WAITING.name)}`,
    );
    expect(listed).toEqual([
      expect.objectContaining({ id: waitingId, name: WAITING.name, status: "new" }),
    ]);

    // Settings → Webhooks: an endpoint for new ideas and status changes.
    await follow(page, "Settings", "Webhooks", "/admin/settings/webhooks");
    const card = webhooksCard(page);
    await card.waitFor();
    const { secret, secretField } = await addWebhook(page, receiver.url, [
      "idea.created",
      "submission.status_changed",
    ]);
    await card.getByRole("button", { name: "Done" }).click();
    await secretField.waitFor({ state: "detached" });

    // Two events: the CRM moves the waiting idea on with curl, and a founder sends an idea.
    const moved = await curl(token, `/api/admin/startup-ideas/${waitingId}/status`, {
      method: "PATCH",
      json: { status: "reviewing", notes: "Called back from the CRM." },
    });
    expect(moved).toMatchObject({ id: waitingId, status: "reviewing" });
    const visitor = await openPage("/");
    await waitForHydration(visitor.page);
    await sendStartupIdea(visitor.page, FOUNDER);
    expect(await toastText(visitor.page)).toContain("Submission Successful");
    await visitor.close();

    // The receiver got both, each signed with the secret shown once.
    await eventually(() => receiver.received.length >= 2, 20_000);
    const hook = new Webhook(secret);
    const events = receiver.received.map(
      ({ body, headers }) =>
        hook.verify(body, headers as Record<string, string>) as {
          type: string;
          data: Record<string, unknown>;
        },
    );
    expect(events).toEqual([
      {
        type: "submission.status_changed",
        timestamp: expect.any(String),
        data: expect.objectContaining({ id: waitingId, from: "new", to: "reviewing" }),
      },
      {
        type: "idea.created",
        timestamp: expect.any(String),
        data: expect.objectContaining({ name: FOUNDER.name, status: "new" }),
      },
    ]);

    // The endpoint's log on the page: both delivered, with the receiver's 200.
    await page.reload({ waitUntil: "networkidle" });
    const endpoint = card.getByRole("listitem").filter({ hasText: receiver.url }).first();
    await endpoint.getByRole("button", { name: "Show deliveries" }).click();
    const log = endpoint.getByRole("region", { name: "Last 100 deliveries" });
    for (const event of ["submission.status_changed", "idea.created"]) {
      await log
        .getByRole("listitem")
        .filter({ hasText: event })
        .getByText("Delivered · 200")
        .waitFor({ timeout: 15_000 });
    }
    await expectAccessible(page, "webhooks, an endpoint's log with delivered events");
    expect(problems).toEqual([]);
    await close();
  }, 120_000);
});
