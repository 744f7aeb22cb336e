import { recordIdParams } from "@shared/schemas/admin-lists";
import {
  createdWebhook,
  queuedPing,
  WEBHOOK_MESSAGES,
  webhook,
  webhookDelivery,
  webhookDeliveryParams,
  webhookInput,
  webhookUpdate,
} from "@shared/schemas/webhooks";
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import type { Database } from "../../db/client";
import { HttpError, parseInput, ValidationError } from "../../lib/errors";
import { documented } from "../../lib/openapi/operation";
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
const TAG = "Webhooks";
const TEST_OFF = "Turn the webhook on to send it a test";

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

  const list = documented({
    summary: "The webhook endpoints, each with its last delivery",
    tag: TAG,
    responses: { 200: z.array(webhook) },
  });
  app.get("/webhooks", list, () => listWebhooks(db));

  const create = documented({
    summary: "Add an endpoint; its signing secret is in this answer only",
    description:
      "The URL's host must resolve to public addresses only (unless WEBHOOK_ALLOW_PRIVATE): a 400 names why not.",
    tag: TAG,
    body: webhookInput,
    responses: { 201: createdWebhook },
  });
  app.post("/webhooks", create, async (request, reply) => {
    const input = parseInput(webhookInput, request.body);
    await checkUrl(input.url);
    return reply.code(201).send(await createWebhook(db, input));
  });

  const update = documented({
    summary: "Change an endpoint's URL or events, or turn it off or on",
    tag: TAG,
    params: recordIdParams,
    body: webhookUpdate,
    responses: { 200: webhook },
    errors: { 404: WEBHOOK_MESSAGES.notFound },
  });
  app.patch("/webhooks/:id", update, async (request) => {
    const { id } = await endpointOf(request.params);
    const update = parseInput(webhookUpdate, request.body);
    if (update.url !== undefined) await checkUrl(update.url);
    const updated = await updateWebhook(db, id, update);
    if (!updated) throw notFound();
    // Turned on again: what it was still owed goes now.
    if (update.active) webhooks.queued();
    return updated;
  });

  const remove = documented({
    summary: "Delete an endpoint and its deliveries",
    tag: TAG,
    params: recordIdParams,
    responses: { 204: { description: "Deleted" } },
    errors: { 404: WEBHOOK_MESSAGES.notFound },
  });
  app.delete("/webhooks/:id", remove, async (request, reply) => {
    const { id } = await endpointOf(request.params);
    if (!(await deleteWebhook(db, id))) throw notFound();
    return reply.code(204).send();
  });

  const test = documented({
    summary: "Send the endpoint a ping",
    tag: TAG,
    params: recordIdParams,
    responses: { 202: queuedPing },
    errors: { 404: WEBHOOK_MESSAGES.notFound, 409: TEST_OFF },
  });
  app.post("/webhooks/:id/test", test, async (request, reply) => {
    const endpoint = await endpointOf(request.params);
    if (!endpoint.active) throw new HttpError(409, TEST_OFF);
    await sendTestPing(db, endpoint.id);
    webhooks.queued();
    return reply.code(202).send({ queued: true });
  });

  const deliveries = documented({
    summary: "The endpoint's last 100 deliveries, newest first (no response bodies)",
    tag: TAG,
    params: recordIdParams,
    responses: { 200: z.array(webhookDelivery) },
    errors: { 404: WEBHOOK_MESSAGES.notFound },
  });
  app.get("/webhooks/:id/deliveries", deliveries, async (request) => {
    const { id } = await endpointOf(request.params);
    return listDeliveries(db, id);
  });

  const retry = documented({
    summary: "Send a delivered or failed delivery once more, with the same webhook-id",
    tag: TAG,
    params: webhookDeliveryParams,
    responses: { 200: webhookDelivery },
    errors: { 404: WEBHOOK_MESSAGES.deliveryNotFound, 409: WEBHOOK_MESSAGES.retryPending },
  });
  app.post("/webhooks/:id/deliveries/:deliveryId/retry", retry, async (request) => {
    const parsed = webhookDeliveryParams.safeParse(request.params);
    if (!parsed.success) throw new HttpError(404, WEBHOOK_MESSAGES.deliveryNotFound);
    const retried = await retryDelivery(db, parsed.data.id, parsed.data.deliveryId);
    if (retried === undefined) throw new HttpError(404, WEBHOOK_MESSAGES.deliveryNotFound);
    if (retried === "pending") throw new HttpError(409, WEBHOOK_MESSAGES.retryPending);
    webhooks.queued();
    return retried;
  });
};
