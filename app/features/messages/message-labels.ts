import type { MessageDelivery, MessageRecord, MessageVia } from "@shared/schemas/messages";

/** How a message travelled, in the thread's words. */
export const VIA_LABELS: Record<MessageVia, string> = {
  staff: "e-mail",
  email: "e-mail reply",
  "status-page": "status page",
};

export const DELIVERY_LABELS: Record<MessageDelivery, string> = {
  queued: "Queued",
  sent: "Sent",
  failed: "Failed",
};

/** Who wrote it: a staff member by name ("the team" once their account is gone), or them. */
export function authorLabel(
  message: Pick<MessageRecord, "direction" | "author">,
  submitterName: string,
): string {
  if (message.direction === "in") return submitterName;
  if (!message.author) return "The team";
  return message.author.displayName || message.author.username;
}

/** "To Ana Farm" or "From Ana Farm": the direction as the thread's heading of a message. */
export const directionLabel = (message: Pick<MessageRecord, "direction">, submitterName: string) =>
  message.direction === "out" ? `To ${submitterName}` : `From ${submitterName}`;

/**
 * "1 attachment was not kept — ask for it on the status page": an e-mail reply's attachments
 * are dropped (contract §13), and the team should know there was something to ask for. Null
 * when there were none.
 */
export function droppedAttachmentsLabel(count: number): string | null {
  if (count <= 0) return null;
  return count === 1
    ? "1 attachment was not kept — ask for it on the status page"
    : `${count} attachments were not kept — ask for them on the status page`;
}
