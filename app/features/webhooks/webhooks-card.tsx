import { WEBHOOK_EVENT_LABELS } from "@shared/schemas/webhook-texts";
import type { CreatedWebhook, Webhook } from "@shared/schemas/webhooks";
import { Trash2, Webhook as WebhookIcon } from "lucide-react";
import { useState } from "react";
import { AdminCard } from "~/components/admin/card";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { CopyableLink } from "~/components/admin/copyable-link";
import { EmptyState } from "~/components/admin/empty-state";
import { QueryView } from "~/components/admin/query-view";
import { Button } from "~/components/ui/button";
import { errorMessage } from "~/lib/error-message";
import { toast } from "~/lib/toast-store";
import { AddWebhookForm } from "./add-webhook-form";
import { useDeleteWebhook, useTestWebhook, useUpdateWebhook, useWebhooks } from "./api";
import { DeliveriesLog } from "./deliveries-log";

/**
 * The studio's webhooks (contract §19), admins only: the endpoints other tools listen on, each
 * with a test, its deliveries, on/off and delete; and the form that adds one, whose secret is
 * shown once.
 */
export function WebhooksCard() {
  const webhooks = useWebhooks();
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  return (
    <AdminCard
      headingId="webhooks"
      title="Webhooks"
      description="Tell other tools (a CRM, a spreadsheet, a chat channel) what happens here, as it happens."
      icon={WebhookIcon}
    >
      <div className="grid gap-8">
        {created ? <NewSecret created={created} onDone={() => setCreated(null)} /> : null}
        <QueryView
          query={webhooks}
          loading="Loading the webhooks"
          errorTitle="Error loading the webhooks"
          isEmpty={(list) => list.length === 0}
          empty={
            <EmptyState icon={WebhookIcon} title="No webhooks yet">
              Add one below to send events to another tool.
            </EmptyState>
          }
        >
          {(list) => (
            <ul className="grid gap-4" aria-label="Webhooks">
              {list.map((hook) => (
                <WebhookItem key={hook.id} hook={hook} />
              ))}
            </ul>
          )}
        </QueryView>
        <div className="border-t border-forest-900/10 pt-6">
          <AddWebhookForm onAdded={setCreated} />
        </div>
      </div>
    </AdminCard>
  );
}

function NewSecret({ created, onDone }: { created: CreatedWebhook; onDone: () => void }) {
  return (
    <div role="status" className="grid gap-3 rounded-xl border border-wheat-300 bg-wheat-50 p-4">
      <h3 id="webhook-secret-heading" className="font-semibold text-forest-950">
        Webhook added: copy its signing secret now
      </h3>
      <CopyableLink
        id="webhook-secret"
        label="Signing secret"
        url={created.secret}
        noun="secret"
        actions={
          <Button type="button" size="sm" variant="outline" onClick={onDone}>
            Done
          </Button>
        }
      >
        It is shown only this once. The receiving tool checks each delivery's signature with it.
      </CopyableLink>
    </div>
  );
}

function WebhookItem({ hook }: { hook: Webhook }) {
  const test = useTestWebhook();
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const [showLog, setShowLog] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const headingId = `webhook-${hook.id}`;
  const failed = (title: string) => (error: Error) =>
    toast({ title, description: errorMessage(error), variant: "destructive" });

  return (
    <li className="grid gap-3 rounded-xl border border-forest-900/10 bg-forest-50/40 p-4">
      <div className="grid gap-1">
        <h3 id={headingId} className="font-semibold break-all text-forest-950">
          {hook.url}
        </h3>
        <p className="text-sm text-ink-muted">
          {hook.format === "slack" ? "Slack" : "Standard Webhooks"} ·{" "}
          <span className={hook.active ? "text-forest-800" : "font-semibold text-red-800"}>
            {hook.active ? "On" : "Off"}
          </span>
          {hook.lastDelivery
            ? ` · last delivery ${hook.lastDelivery.status} (${hook.lastDelivery.event})`
            : " · nothing sent yet"}
        </p>
        <p className="text-sm text-ink">
          {hook.events.map((event) => WEBHOOK_EVENT_LABELS[event]).join(" · ")}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          size="sm"
          disabled={!hook.active || test.isPending}
          aria-describedby={headingId}
          onClick={() =>
            test.mutate(hook.id, {
              onSuccess: () => {
                setShowLog(true);
                toast({
                  title: "Test sent",
                  description: "A ping is on its way.",
                  variant: "success",
                });
              },
              onError: failed("Could not send a test"),
            })
          }
        >
          Send test
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          aria-expanded={showLog}
          aria-describedby={headingId}
          onClick={() => setShowLog((shown) => !shown)}
        >
          {showLog ? "Hide deliveries" : "Show deliveries"}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={update.isPending}
          aria-describedby={headingId}
          onClick={() =>
            update.mutate(
              { id: hook.id, active: !hook.active },
              { onError: failed(hook.active ? "Could not turn it off" : "Could not turn it on") },
            )
          }
        >
          {hook.active ? "Turn off" : "Turn on"}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="danger-outline"
          aria-describedby={headingId}
          onClick={() => setConfirming(true)}
        >
          <Trash2 aria-hidden className="size-4" />
          Delete
        </Button>
      </div>
      {showLog ? <DeliveriesLog webhookId={hook.id} headingId={`${headingId}-log`} /> : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this webhook?"
        description={`${hook.url} will hear of nothing more, and its deliveries' log goes with it.`}
        confirmLabel="Delete webhook"
        pendingLabel="Deleting..."
        icon={Trash2}
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(hook.id, {
            onSuccess: () => {
              setConfirming(false);
              toast({ title: "Webhook deleted", description: hook.url, variant: "success" });
            },
            onError: (error) => {
              setConfirming(false);
              failed("Delete failed")(error);
            },
          })
        }
      />
    </li>
  );
}
