import type {
  CreatedWebhook,
  Webhook,
  WebhookDelivery,
  WebhookInput,
  WebhookUpdate,
} from "@shared/schemas/webhooks";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminKeys } from "~/lib/admin-query-keys";
import { apiRequest } from "~/lib/api-client";

const PATH = "/api/admin/webhooks";
/** While something is still being delivered, the screen asks again this often. */
const WHILE_PENDING_MS = 1_500;

export function useWebhooks() {
  return useQuery({
    queryKey: adminKeys.webhooks.all,
    queryFn: () => apiRequest<Webhook[]>(PATH),
    refetchInterval: (query) =>
      query.state.data?.some((hook) => hook.lastDelivery?.status === "pending")
        ? WHILE_PENDING_MS
        : false,
  });
}

export function useDeliveries(id: number) {
  return useQuery({
    queryKey: adminKeys.webhooks.deliveries(id),
    queryFn: () => apiRequest<WebhookDelivery[]>(`${PATH}/${id}/deliveries`),
    refetchInterval: (query) =>
      query.state.data?.some((delivery) => delivery.status === "pending")
        ? WHILE_PENDING_MS
        : false,
  });
}

/** Every change refreshes the list and the logs under it. */
function useWebhookMutation<Input, Output>(request: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.webhooks.all }),
  });
}

export const useAddWebhook = () =>
  useWebhookMutation((input: WebhookInput) => apiRequest<CreatedWebhook>(PATH, { body: input }));

export const useUpdateWebhook = () =>
  useWebhookMutation(({ id, ...update }: WebhookUpdate & { id: number }) =>
    apiRequest<Webhook>(`${PATH}/${id}`, { method: "PATCH", body: update }),
  );

export const useDeleteWebhook = () =>
  useWebhookMutation((id: number) => apiRequest<void>(`${PATH}/${id}`, { method: "DELETE" }));

export const useTestWebhook = () =>
  useWebhookMutation((id: number) => apiRequest<unknown>(`${PATH}/${id}/test`, { method: "POST" }));

export const useRetryDelivery = () =>
  useWebhookMutation(({ id, deliveryId }: { id: number; deliveryId: number }) =>
    apiRequest<WebhookDelivery>(`${PATH}/${id}/deliveries/${deliveryId}/retry`, {
      method: "POST",
    }),
  );
