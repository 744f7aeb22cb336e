import { recordIdParams } from "@shared/schemas/admin-lists";
import {
  WEBHOOK_MESSAGES,
  webhookDeliveryParams,
  webhookInput,
  webhookUpdate,
} from "@shared/schemas/webhooks";
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../../db/client";
import { HttpError, parseInput, ValidationError } from "../../lib/errors";
import {
  createWebhook,
  deleteWebhook,
  findWebhook,
  listDeliveries,
  listWebhooks,
  retryDelivery,
  sendTestPing,
  updateWebhook,
} from "./manage-webhooks";
import { checkWebhookAddress, WebhookAddressError } from "./webhook-address";

export type WebhookSetup = {
  /** WEBHOOK_ALLOW_PRIVATE: http:// and private addresses allowed. */
  allowPrivate: boolean;
  /** This instance's worker should look now (a test ping, a retry). */
  queued(): void;
};

const notFound = () => new HttpError(404, WEBHOOK_MESSAGES.notFound);

/**
 * Webhooks (contract §19), admins only: the routes map HTTP to manage-webhooks.ts, and refuse
 * a URL that may not be called (webhook-address.ts) with a 400 naming why.
 */
export const webhookRoutes: FastifyPluginAsync<{ db: Database; webhooks: WebhookSetup }> = async (
  app,
  { db, webhooks },
) => {
  async function checkUrl(url: string) {
    try {
      await checkWebhookAddress(url, webhooks.allowPrivate);
    } catch (error) {
      if (error instanceof WebhookAddressError) {
        throw new ValidationError([{ path: "url", message: error.message }]);
      }
      throw error;
    }
  }
  async function endpointOf(params: unknown) {
    const parsed = recordIdParams.safeParse(params);
    const endpoint = parsed.success ? await findWebhook(db, parsed.data.id) : undefined;
    if (!endpoint) throw notFound();
    return endpoint;
  }

  app.get("/webhooks", () => listWebhooks(db));

  app.post("/webhooks", async (request, reply) => {
    const input = parseInput(webhookInput, request.body);
    await checkUrl(input.url);
    return reply.code(201).send(await createWebhook(db, input));
  });

  app.patch("/webhooks/:id", async (request) => {
    const { id } = await endpointOf(request.params);
    const update = parseInput(webhookUpdate, request.body);
    if (update.url !== undefined) await checkUrl(update.url);
    const updated = await updateWebhook(db, id, update);
    if (!updated) throw notFound();
    // Turned on again: what it was still owed goes now.
    if (update.active) webhooks.queued();
    return updated;
  });

  app.delete("/webhooks/:id", async (request, reply) => {
    const { id } = await endpointOf(request.params);
    if (!(await deleteWebhook(db, id))) throw notFound();
    return reply.code(204).send();
  });

  app.post("/webhooks/:id/test", async (request, reply) => {
    const endpoint = await endpointOf(request.params);
    if (!endpoint.active) throw new HttpError(409, "Turn the webhook on to send it a test");
    await sendTestPing(db, endpoint.id);
    webhooks.queued();
    return reply.code(202).send({ queued: true });
  });

  app.get("/webhooks/:id/deliveries", async (request) => {
    const { id } = await endpointOf(request.params);
    return listDeliveries(db, id);
  });

  app.post("/webhooks/:id/deliveries/:deliveryId/retry", async (request) => {
    const parsed = webhookDeliveryParams.safeParse(request.params);
    if (!parsed.success) throw new HttpError(404, WEBHOOK_MESSAGES.deliveryNotFound);
    const retried = await retryDelivery(db, parsed.data.id, parsed.data.deliveryId);
    if (retried === undefined) throw new HttpError(404, WEBHOOK_MESSAGES.deliveryNotFound);
    if (retried === "pending") throw new HttpError(409, WEBHOOK_MESSAGES.retryPending);
    webhooks.queued();
    return retried;
  });
};
