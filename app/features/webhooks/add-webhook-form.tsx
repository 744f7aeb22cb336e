import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  type WebhookFormat,
} from "@shared/schemas/webhook-texts";
import type { CreatedWebhook } from "@shared/schemas/webhooks";
import { type FormEvent, useState } from "react";
import { Button } from "~/components/ui/button";
import { FormField, Input } from "~/components/ui/form-field";
import { ApiError } from "~/lib/api-client";
import { errorMessage } from "~/lib/error-message";
import { toast } from "~/lib/toast-store";
import { useAddWebhook } from "./api";

const FORMATS: { value: WebhookFormat; label: string; hint: string }[] = [
  {
    value: "standard",
    label: "Standard Webhooks",
    hint: "JSON, signed with the secret: for a CRM, a spreadsheet script or your own code.",
  },
  {
    value: "slack",
    label: "Slack",
    hint: "A one-line message with a link, to a Slack-compatible incoming-webhook URL.",
  },
];

/** The endpoint the form's fields describe, read from the form as it is sent. */
function endpointOf(form: HTMLFormElement) {
  const data = new FormData(form);
  const chosen = data.getAll("events").map(String);
  return {
    url: String(data.get("url") ?? "").trim(),
    events: WEBHOOK_EVENTS.filter((name) => chosen.includes(name)),
    format: data.get("format") === "slack" ? ("slack" as const) : ("standard" as const),
  };
}

/**
 * The form that adds an endpoint; `onAdded` gets the answer, whose secret is shown once. Its
 * fields are the browser's own, read when the form is sent: the screen is drawn on the server,
 * and what was typed or ticked before its code arrived is kept (ADR 054).
 */
export function AddWebhookForm({ onAdded }: { onAdded: (created: CreatedWebhook) => void }) {
  const add = useAddWebhook();
  const [errors, setErrors] = useState<{ url?: string; events?: string }>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const endpoint = endpointOf(form);
    const problems = {
      url: endpoint.url ? undefined : "Enter the address to send events to",
      events: endpoint.events.length > 0 ? undefined : "Choose at least one event",
    };
    setErrors(problems);
    if (problems.url || problems.events) return;
    add.mutate(endpoint, {
      onSuccess: (created) => {
        form.reset();
        onAdded(created);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400) {
          setErrors({ url: error.message });
          document.getElementById("webhook-url")?.focus();
        }
        toast({
          title: "Could not add the webhook",
          description: errorMessage(error),
          variant: "destructive",
        });
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby="add-webhook-heading" className="grid gap-5">
      <h3 id="add-webhook-heading" className="text-base font-semibold text-forest-950">
        Add a webhook
      </h3>
      <FormField
        id="webhook-url"
        label="Endpoint URL"
        required
        hint="An https:// address on the internet."
        error={errors.url}
      >
        {(aria) => (
          <Input
            {...aria}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder="https://example.com/hooks/agri-venture"
            name="url"
          />
        )}
      </FormField>
      <fieldset
        className="grid gap-2"
        aria-describedby={errors.events ? "webhook-events-error" : undefined}
      >
        <legend className="mb-1 text-sm font-semibold text-forest-950">Events</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {WEBHOOK_EVENTS.map((name) => (
            <label key={name} className="flex items-start gap-3 text-sm text-ink">
              <input
                type="checkbox"
                className="mt-0.5 size-5 shrink-0 accent-forest-700"
                name="events"
                value={name}
              />
              <span>
                {WEBHOOK_EVENT_LABELS[name]}{" "}
                <code className="text-xs break-all text-ink-muted">{name}</code>
              </span>
            </label>
          ))}
        </div>
        {errors.events ? (
          <p id="webhook-events-error" role="alert" className="text-sm font-medium text-red-700">
            {errors.events}
          </p>
        ) : null}
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-semibold text-forest-950">Format</legend>
        {FORMATS.map((option) => (
          <label key={option.value} className="flex items-start gap-3 text-sm text-ink">
            <input
              type="radio"
              name="format"
              className="mt-0.5 size-5 shrink-0 accent-forest-700"
              value={option.value}
              defaultChecked={option.value === "standard"}
            />
            <span>
              <span className="font-semibold text-forest-950">{option.label}</span>
              <span className="block text-ink-muted">{option.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? "Adding..." : "Add webhook"}
        </Button>
      </div>
    </form>
  );
}
