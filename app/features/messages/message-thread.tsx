import type { MessageRecord } from "@shared/schemas/messages";
import { AlertTriangle, ArrowDownLeft, ArrowUpRight, Check, Clock, Paperclip } from "lucide-react";
import { TimeAgo } from "~/components/admin/time-ago";
import { cx } from "~/lib/cx";
import { dateTime } from "~/lib/dates";
import {
  authorLabel,
  DELIVERY_LABELS,
  directionLabel,
  droppedAttachmentsLabel,
  VIA_LABELS,
} from "./message-labels";

/** The conversation with the submitter, oldest first; their text is plain text, never HTML. */
export function MessageThread({
  messages,
  submitterName,
}: {
  messages: MessageRecord[];
  submitterName: string;
}) {
  return (
    <ol className="grid gap-4" aria-label={`Messages with ${submitterName}`}>
      {messages.map((message) => (
        <MessageItem key={message.id} message={message} submitterName={submitterName} />
      ))}
    </ol>
  );
}

function MessageItem({
  message,
  submitterName,
}: {
  message: MessageRecord;
  submitterName: string;
}) {
  const outgoing = message.direction === "out";
  const DirectionIcon = outgoing ? ArrowUpRight : ArrowDownLeft;
  return (
    <li
      className={cx(
        "grid gap-2 rounded-xl border p-4",
        outgoing
          ? "border-forest-900/10 bg-forest-50/60 sm:ml-8"
          : "border-wheat-600/30 bg-wheat-50 sm:mr-8",
      )}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-sm">
        <p className="flex items-center gap-1.5 font-semibold text-forest-950">
          <DirectionIcon aria-hidden className="size-4 shrink-0 text-forest-700" />
          {directionLabel(message, submitterName)}
        </p>
        <p className="text-ink-muted">
          <TimeAgo iso={message.createdAt} /> <span className="max-sm:sr-only">·</span>{" "}
          <span className="max-sm:block">{dateTime(message.createdAt)}</span>
        </p>
      </div>
      <p className="text-sm text-ink-muted">
        {outgoing
          ? `By ${authorLabel(message, submitterName)} · via ${VIA_LABELS[message.via]}`
          : `Via ${VIA_LABELS[message.via]}`}
      </p>
      {message.subject ? (
        <p className="font-semibold break-words text-forest-950">{message.subject}</p>
      ) : null}
      {/* Plain text only: React escapes it, pre-wrap keeps the writer's line breaks. */}
      <p className="break-words whitespace-pre-wrap text-ink">{message.body}</p>
      <DroppedAttachments count={message.attachmentCount} />
      {outgoing && message.delivery ? <DeliveryState message={message} /> : null}
    </li>
  );
}

/** An e-mail reply's attachments are not kept: the line says there were some to ask for. */
function DroppedAttachments({ count }: { count: number }) {
  const label = droppedAttachmentsLabel(count);
  if (!label) return null;
  return (
    <p className="flex items-start gap-1.5 text-sm text-ink-muted">
      <Paperclip aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{label}</span>
    </p>
  );
}

function DeliveryState({ message }: { message: MessageRecord }) {
  const delivery = message.delivery;
  if (!delivery) return null;
  const Icon = delivery === "sent" ? Check : delivery === "failed" ? AlertTriangle : Clock;
  return (
    <p
      className={cx(
        "flex items-start gap-1.5 text-sm font-medium",
        delivery === "failed"
          ? "text-red-800"
          : delivery === "sent"
            ? "text-green-800"
            : "text-soil-800",
      )}
    >
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>
        <span className="sr-only">Delivery: </span>
        <span>{DELIVERY_LABELS[delivery]}</span>
        {delivery === "failed" && message.deliveryError ? `: ${message.deliveryError}` : null}
      </span>
    </p>
  );
}
