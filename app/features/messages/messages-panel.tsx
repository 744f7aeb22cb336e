import { Mails } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { AdminCard } from "~/components/admin/card";
import { EmptyState } from "~/components/admin/empty-state";
import { loadOnFirstUse } from "~/components/admin/load-on-first-use";
import { QueryView } from "~/components/admin/query-view";
import { useAdminSession } from "~/lib/admin-session";
import { staffName } from "~/lib/staff-name";
import type { SubmissionKind } from "~/lib/submission-kinds";
import { unreadMessagesLabel } from "~/lib/unread-messages";
import { useMarkRead, useMessages } from "./api";
import { STATUS_LINK_PREVIEW, templateValues } from "./compose";
import { MessageComposerStandIn } from "./composer-form";
import { MessageThread } from "./message-thread";

// The composer's form library and checks load when it is first used (ADR 052).
const MessageComposer = loadOnFirstUse(
  () => import("./message-composer").then((module) => module.MessageComposer),
  MessageComposerStandIn,
);

type Props = {
  kind: SubmissionKind;
  id: string;
  /** The record as its detail page has it: who they are, and what waits unread. */
  record: { name: string; unreadMessages: number };
};

/**
 * The conversation with the founder or investor (contract §13): the thread, oldest first,
 * and the composer. Opening it with unread messages marks them read for the whole team.
 */
export function MessagesPanel({ kind, id, record }: Props) {
  const headingId = useId();
  const messages = useMessages(kind, id);
  const me = useAdminSession().data;
  const incoming = messages.data?.filter((message) => message.direction === "in").length;
  useMarkReadOnOpen(kind, id, record.unreadMessages, incoming);
  const values = templateValues(record.name, me ? staffName(me) : "", STATUS_LINK_PREVIEW);

  return (
    <AdminCard
      headingId={headingId}
      title="Messages"
      description={
        record.unreadMessages > 0
          ? `${unreadMessagesLabel(record.unreadMessages)} from ${record.name}`
          : `Your conversation with ${record.name}, by e-mail and their status page.`
      }
      icon={Mails}
    >
      <div className="grid gap-5">
        <QueryView
          query={messages}
          loading="Loading messages"
          errorTitle="Error loading messages"
          isEmpty={(thread) => thread.length === 0}
          empty={
            <EmptyState icon={Mails} title="No messages yet">
              Write the first one below: it goes to {record.name} by e-mail, with a link to their
              private status page where they can answer.
            </EmptyState>
          }
        >
          {(thread) => <MessageThread messages={thread} submitterName={record.name} />}
        </QueryView>
        <MessageComposer kind={kind} id={id} submitterName={record.name} values={values} />
      </div>
    </AdminCard>
  );
}

/**
 * Marks the thread read: once when the page opens with unread messages, and again when an
 * answer arrives while it stays open (the thread asks the server every 30 s).
 */
function useMarkReadOnOpen(
  kind: SubmissionKind,
  id: string,
  unread: number,
  incoming: number | undefined,
) {
  const { mutate: markRead } = useMarkRead(kind, id);
  const askedFor = useRef(0);
  const seenIncoming = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (unread === 0) askedFor.current = 0;
    if (unread === 0 || askedFor.current === unread) return;
    askedFor.current = unread;
    markRead();
  }, [unread, markRead]);
  useEffect(() => {
    if (incoming === undefined) return;
    const before = seenIncoming.current;
    seenIncoming.current = incoming;
    if (before !== undefined && incoming > before) markRead();
  }, [incoming, markRead]);
}
