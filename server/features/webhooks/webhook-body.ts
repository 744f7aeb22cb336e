import { paths } from "@shared/config/paths";
import type { WebhookEventOrPing, WebhookFormat } from "@shared/schemas/webhooks";

/** A delivery as the worker takes it. */
export type TakenDelivery = {
  id: number;
  endpointId: number;
  eventType: WebhookEventOrPing;
  data: Record<string, unknown>;
  adminPath: string | null;
  messageId: string;
  attempt: number;
  createdAt: Date;
  /** When it was due before the take leased it: an untried one is given back as it was. */
  dueAt: string;
  url: string;
  format: WebhookFormat;
  secret: string;
};

const KIND_NOUNS: Record<string, string> = {
  startup_idea: "startup idea",
  investment_interest: "investment interest",
};

/**
 * What is POSTed: Standard Webhooks' `{type, timestamp, data}` with the admin link in `data`,
 * or for Slack a one-line `{text}` ending with that link (contract §19).
 */
export function webhookBody(delivery: TakenDelivery, publicUrl: string): string {
  const adminUrl = `${publicUrl}${delivery.adminPath ?? paths.admin.settingsPages.webhooks}`;
  if (delivery.format === "slack") {
    return JSON.stringify({ text: `${slackEscape(summary(delivery))} <${adminUrl}>` });
  }
  return JSON.stringify({
    type: delivery.eventType,
    timestamp: delivery.createdAt.toISOString(),
    data: { ...delivery.data, adminUrl },
  });
}

/** One line saying what happened; the submitter's name is the only personal data in it. */
function summary({ eventType, data }: TakenDelivery): string {
  const noun = KIND_NOUNS[String(data.kind)] ?? "submission";
  const record = `${noun} #${data.id}${data.name ? ` (${String(data.name)})` : ""}`;
  switch (eventType) {
    case "ping":
      return "Test from the site's webhooks: this endpoint is reached.";
    case "idea.created":
    case "interest.created":
      return `New ${record}`;
    case "submission.status_changed":
      return `The ${record} moved from ${data.from} to ${data.to}`;
    case "submission.assigned":
      return data.to === null ? `The ${record} has no owner now` : `The ${record} has a new owner`;
    case "message.received":
      return `A new message on the ${record}`;
    case "review.submitted":
      return `A review was ${data.review === "changed" ? "changed" : "added"} on the ${record}`;
    case "share.answered":
      return `A backer answered about the ${record}`;
    case "perspective.published":
      return `Published: ${String(data.title ?? `perspective #${data.id}`)}`;
  }
}

/** Slack reads `&`, `<` and `>` as markup; a name must not become a link or a mention. */
const slackEscape = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
