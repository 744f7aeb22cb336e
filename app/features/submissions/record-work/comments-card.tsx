import { commentParts } from "@shared/lib/mentions";
import type { RecordComment } from "@shared/schemas/record-work";
import { COMMENT_MAX } from "@shared/schemas/record-work";
import { MessageSquare, Trash2 } from "lucide-react";
import { type FormEvent, type KeyboardEvent, useId, useState } from "react";
import { AdminCard } from "~/components/admin/card";
import { ConfirmDialog, confirmDialogIntent } from "~/components/admin/confirm-dialog";
import { QueryView } from "~/components/admin/query-view";
import { TimeAgo } from "~/components/admin/time-ago";
import { Button } from "~/components/ui/button";
import { useAdminSession } from "~/lib/admin-session";
import { dateTime } from "~/lib/dates";
import { errorMessage } from "~/lib/error-message";
import { staffName } from "~/lib/staff-name";
import { toast } from "~/lib/toast-store";
import type { SubmissionKind } from "../kinds";
import { useAddComment, useComments, useDeleteComment } from "./api";
import { MentionField } from "./mention-field";

/**
 * The team's thread on a record (contract §10): plain text with its line breaks, oldest
 * first; each person may delete their own comments, an admin anyone's.
 */
export function CommentsCard({ kind, id }: { kind: SubmissionKind; id: string }) {
  const headingId = useId();
  const comments = useComments(kind, id);
  const [toDelete, setToDelete] = useState<RecordComment | null>(null);
  const remove = useDeleteComment(kind, id);

  const onDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        setToDelete(null);
        toast({ title: "Comment deleted", variant: "success" });
      },
      onError: (error) => {
        setToDelete(null);
        toast({ title: "Delete failed", description: errorMessage(error), variant: "destructive" });
      },
    });
  };

  return (
    <AdminCard headingId={headingId}>
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-forest-950">
        <MessageSquare aria-hidden className="size-5 text-forest-700" />
        Comments
        {comments.data ? (
          <span className="text-sm font-normal text-ink-muted">({comments.data.length})</span>
        ) : null}
      </h2>
      <QueryView
        query={comments}
        loading="Loading comments"
        errorTitle="Error loading comments"
        isEmpty={(data) => data.length === 0}
        empty={
          <p className="mt-3 text-sm text-ink-muted">
            No comments yet. Start the discussion for the team below.
          </p>
        }
      >
        {(data) => (
          <ol className="mt-4 grid gap-4">
            {data.map((comment) => (
              <CommentItem
                key={comment.id}
                comment={comment}
                onDelete={() => setToDelete(comment)}
              />
            ))}
          </ol>
        )}
      </QueryView>
      <NewComment kind={kind} id={id} />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => (open ? undefined : setToDelete(null))}
        title="Delete comment"
        description="The comment will be removed for everyone. This cannot be undone."
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        icon={Trash2}
        pending={remove.isPending}
        onConfirm={onDelete}
      />
    </AdminCard>
  );
}

function CommentItem({ comment, onDelete }: { comment: RecordComment; onDelete: () => void }) {
  const me = useAdminSession().data;
  const mayDelete =
    me !== null && me !== undefined && (me.role === "admin" || me.id === comment.author.id);
  return (
    <li className="rounded-xl border border-forest-900/10 bg-forest-50/50 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-forest-950">
          {staffName(comment.author)}
          <span className="sr-only"> wrote</span>
        </p>
        <TimeAgo iso={comment.createdAt} className="text-xs text-ink-muted" />
      </div>
      {/* Plain text only: React escapes it, pre-wrap keeps the writer's line breaks. */}
      <p className="mt-2 break-words whitespace-pre-wrap text-ink">
        <CommentText comment={comment} />
      </p>
      {mayDelete ? (
        <Button
          variant="danger-ghost"
          size="sm"
          className="mt-2 -ml-2"
          {...confirmDialogIntent}
          onClick={onDelete}
          aria-label={`Delete comment by ${staffName(comment.author)} from ${dateTime(comment.createdAt)}`}
        >
          <Trash2 aria-hidden className="size-4" />
          Delete
        </Button>
      ) : null}
    </li>
  );
}

/** The comment's text, with the people it mentions (and told) highlighted. */
function CommentText({ comment }: { comment: RecordComment }) {
  const usernames = (comment.mentions ?? []).map((person) => person.username);
  return commentParts(comment.body, usernames).map((part, index) =>
    part.mention ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
      <strong key={index} className="rounded bg-forest-100 px-0.5 font-semibold text-forest-900">
        {part.text}
      </strong>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
      <span key={index}>{part.text}</span>
    ),
  );
}

function NewComment({ kind, id }: { kind: SubmissionKind; id: string }) {
  const fieldId = useId();
  const [body, setBody] = useState("");
  const add = useAddComment(kind, id);
  const blank = body.trim() === "";

  const send = () => {
    if (blank || add.isPending) return;
    add.mutate(body, {
      onSuccess: () => setBody(""),
      onError: (error) =>
        toast({
          title: "Comment not added",
          description: errorMessage(error),
          variant: "destructive",
        }),
    });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  // Ctrl+Enter (Cmd+Enter on a Mac) sends, as in most team tools.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      send();
    }
  };

  return (
    <form onSubmit={onSubmit} className="mt-5 grid gap-2 border-t border-forest-900/10 pt-5">
      <label htmlFor={fieldId} className="text-sm font-semibold text-forest-950">
        Add a comment
      </label>
      <MentionField
        id={fieldId}
        rows={3}
        maxLength={COMMENT_MAX}
        value={body}
        placeholder="Share what you learned or what should happen next"
        aria-describedby={`${fieldId}-hint`}
        onValueChange={setBody}
        onKeyDown={onKeyDown}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={`${fieldId}-hint`} className="text-xs text-ink-muted">
          Visible to the team only. Type @ to mention a colleague. Ctrl+Enter to send.
        </p>
        <Button type="submit" size="sm" disabled={blank || add.isPending}>
          {add.isPending ? "Adding..." : "Add comment"}
        </Button>
      </div>
    </form>
  );
}
