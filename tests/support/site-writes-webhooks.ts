import { webhookDeliveries } from "../../server/db/schema";
import type { Write } from "./site-write";
import { JSON_HEADERS, TEST_PUBLIC_URL, type TestApp } from "./test-app";

/**
 * The writes of contract §19's webhooks for the cross-origin test (site-writes.ts). The URL is a
 * public address literal, so saving it needs no DNS; that test's worker is stopped, so nothing is
 * ever sent to it.
 */
const URL = "https://8.8.8.8/hook";

/** An endpoint for the writes to change, test, retry and delete, with one failed delivery. */
export async function prepareWebhookTargets(testApp: TestApp, adminCookie: string) {
  const created = await testApp.app.inject({
    method: "POST",
    url: "/api/admin/webhooks",
    headers: { ...JSON_HEADERS, cookie: adminCookie, origin: TEST_PUBLIC_URL },
    payload: JSON.stringify({ url: URL, events: ["share.answered"] }),
  });
  if (created.statusCode !== 201) throw new Error(`webhook answered ${created.statusCode}`);
  const webhook = created.json().id as number;
  const [delivery] = await testApp.database.db
    .insert(webhookDeliveries)
    .values({ endpointId: webhook, eventType: "ping", data: {}, status: "failed" })
    .returning({ id: webhookDeliveries.id });
  if (!delivery) throw new Error("no delivery stored");
  return { webhook, delivery: delivery.id };
}
export type WebhookTargets = Awaited<ReturnType<typeof prepareWebhookTargets>>;

/** Adding, changing, testing and retrying; the endpoint is deleted last. */
export function webhookWrites(ids: { webhooks?: WebhookTargets }): Write[] {
  const target = () => {
    if (!ids.webhooks) throw new Error("prepareWebhookTargets has not run");
    return ids.webhooks;
  };
  return [
    {
      method: "POST",
      route: "/api/admin/webhooks",
      url: () => "/api/admin/webhooks",
      body: () => ({ url: URL, events: ["share.answered"] }),
      success: 201,
    },
    {
      method: "PATCH",
      route: "/api/admin/webhooks/:id",
      url: () => `/api/admin/webhooks/${target().webhook}`,
      body: () => ({ url: `${URL}?changed=${Date.now()}` }),
      success: 200,
    },
    {
      method: "POST",
      route: "/api/admin/webhooks/:id/test",
      url: () => `/api/admin/webhooks/${target().webhook}/test`,
      success: 202,
    },
    {
      method: "POST",
      route: "/api/admin/webhooks/:id/deliveries/:deliveryId/retry",
      url: () => `/api/admin/webhooks/${target().webhook}/deliveries/${target().delivery}/retry`,
      success: 200,
    },
    {
      method: "DELETE",
      route: "/api/admin/webhooks/:id",
      url: () => `/api/admin/webhooks/${target().webhook}`,
      success: 204,
    },
  ];
}
