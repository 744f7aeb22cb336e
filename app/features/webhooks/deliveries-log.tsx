import type { WebhookDelivery } from "@shared/schemas/webhooks";
import { QueryView } from "~/components/admin/query-view";
import { TimeAgo } from "~/components/admin/time-ago";
import { Button } from "~/components/ui/button";
import { cx } from "~/lib/cx";
import { errorMessage } from "~/lib/error-message";
import { toast } from "~/lib/toast-store";
import { useDeliveries, useRetryDelivery } from "./api";

const STATUS_STYLES: Record<WebhookDelivery["status"], string> = {
  pending: "bg-wheat-100 text-wheat-900",
  delivered: "bg-forest-100 text-forest-900",
  failed: "bg-red-50 text-red-800",
};

const STATUS_LABELS: Record<WebhookDelivery["status"], string> = {
  pending: "Pending",
  delivered: "Delivered",
  failed: "Failed",
};

/** An endpoint's last 100 deliveries, newest first, each with Retry once it is done. */
export function DeliveriesLog({ webhookId, headingId }: { webhookId: number; headingId: string }) {
  const deliveries = useDeliveries(webhookId);
  const retry = useRetryDelivery();
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h4 id={headingId} className="text-sm font-semibold text-forest-950">
        Last 100 deliveries
      </h4>
      <QueryView
        query={deliveries}
        loading="Loading the deliveries"
        errorTitle="Error loading the deliveries"
        isEmpty={(list) => list.length === 0}
        empty={<p className="text-sm text-ink-muted">Nothing sent yet. Send a test to try it.</p>}
      >
        {(list) => (
          <ul className="grid gap-2">
            {list.map((delivery) => (
              <li
                key={delivery.id}
                className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-xl border border-forest-900/10 px-3 py-2 text-sm"
              >
                <code className="min-w-0 font-medium break-words text-forest-950">
                  {delivery.event}
                </code>
                <span
                  className={cx(
                    "rounded-full px-2 py-0.5 text-xs font-semibold",
                    STATUS_STYLES[delivery.status],
                  )}
                >
                  {STATUS_LABELS[delivery.status]}
                  {delivery.responseStatus === null ? "" : ` · ${delivery.responseStatus}`}
                </span>
                <TimeAgo iso={delivery.at} className="text-ink-muted" />
                <span className="text-ink-muted tabular-nums">
                  Attempt {delivery.attempt}
                  {delivery.durationMs === null ? "" : ` · ${delivery.durationMs} ms`}
                </span>
                {delivery.error ? (
                  <span className="basis-full text-ink-muted break-words">{delivery.error}</span>
                ) : null}
                {delivery.status === "pending" ? null : (
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    className="ml-auto"
                    disabled={retry.isPending}
                    aria-label={`Retry ${delivery.event} of ${new Date(delivery.at).toLocaleString()}`}
                    onClick={() =>
                      retry.mutate(
                        { id: webhookId, deliveryId: delivery.id },
                        {
                          onSuccess: () => toast({ title: "Sending it again", variant: "success" }),
                          onError: (error) =>
                            toast({
                              title: "Could not retry",
                              description: errorMessage(error),
                              variant: "destructive",
                            }),
                        },
                      )
                    }
                  >
                    Retry
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
