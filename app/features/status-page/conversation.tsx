import { site } from "@shared/config/site";
import { type StatusMessage, statusReplyPayload } from "@shared/schemas/messages";
import { type FormEvent, useRef, useState } from "react";
import { FormField, Textarea } from "~/components/ui/form-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { dateTime } from "~/lib/dates";
import { usePublicWrite } from "~/lib/use-public-write";
import { sendStatusReply } from "./status-api";

type ConversationProps = { token: string; messages: StatusMessage[] };

/**
 * The thread with the team and the form to answer it (contract §13). An on-use island: the
 * thread is server-rendered; the form's code loads when they start to write, and what they
 * send joins the thread here, without a reload. Everything is plain text, its line breaks kept.
 */
export function Conversation({ token, messages: initial }: ConversationProps) {
  const [messages, setMessages] = useState(initial);
  const [fieldError, setFieldError] = useState<string>();
  const [sent, setSent] = useState(false);
  const { working: sending, failure, setFailure, run } = usePublicWrite();
  const fieldRef = useRef<HTMLTextAreaElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setFailure(undefined);
    setSent(false);
    const parsed = statusReplyPayload.safeParse({ body: new FormData(form).get("body") ?? "" });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      fieldRef.current?.focus();
      return;
    }
    setFieldError(undefined);
    await run(async () => {
      const message = await sendStatusReply(token, parsed.data.body);
      setMessages((thread) => [...thread, message]);
      form.reset();
      setSent(true);
    }, "Your message could not be sent. Please try again.");
  };

  return (
    <>
      <section
        aria-labelledby="thread-heading"
        className="mt-6 rounded-2xl bg-white p-5 shadow-sm sm:p-6"
      >
        <h2 id="thread-heading" className="text-lg font-semibold text-forest-950">
          Messages
        </h2>
        {messages.length === 0 ? (
          <p className="mt-3 text-ink-muted">
            No messages yet. When the team writes to you, you will find it here and in your e-mail.
            You can write to them below at any time.
          </p>
        ) : (
          <ol className="mt-4 grid gap-4">
            {messages.map((message) => (
              <ThreadMessage key={message.id} message={message} />
            ))}
          </ol>
        )}
      </section>

      <section
        aria-labelledby="reply-heading"
        className="mt-6 rounded-2xl bg-white p-5 shadow-sm sm:p-6"
      >
        <h2 id="reply-heading" className="text-lg font-semibold text-forest-950">
          Write to the team
        </h2>
        <form noValidate onSubmit={onSubmit} className="mt-4 grid gap-4" aria-label="Your answer">
          <FormField
            id="status-reply"
            label="Your answer"
            required
            hint="Plain text, up to 5,000 characters. The team answers here and by e-mail."
            error={fieldError}
          >
            {(aria) => <Textarea {...aria} ref={fieldRef} name="body" rows={5} />}
          </FormField>
          {failure ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {failure}
            </p>
          ) : null}
          <div className="flex flex-wrap items-center gap-4">
            <SubmitButton submitting={sending}>Send message</SubmitButton>
            <p role="status" className="text-sm font-medium text-forest-700">
              {sent ? "Thank you. Your message is in the thread above and the team has it." : ""}
            </p>
          </div>
        </form>
      </section>
    </>
  );
}

/** "Maria, Rootstock Ventures", or "The team" for a message with no one named. */
function teamSignature(authorName: string | null) {
  return !authorName || authorName === "The team" ? "The team" : `${authorName}, ${site.name}`;
}

function ThreadMessage({ message }: { message: StatusMessage }) {
  const mine = message.direction === "in";
  return (
    <li
      className={
        mine
          ? "ml-6 rounded-xl bg-wheat-50 p-4 ring-1 ring-wheat-200 sm:ml-16"
          : "mr-6 rounded-xl bg-forest-50 p-4 ring-1 ring-forest-100 sm:mr-16"
      }
    >
      <p className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-sm">
        <span className="font-semibold text-forest-950">
          {mine ? "You" : teamSignature(message.authorName)}
        </span>
        <time dateTime={message.createdAt} className="text-ink-muted">
          {dateTime(message.createdAt)}
        </time>
      </p>
      {mine ? null : (
        <p className="mt-2 font-semibold break-words text-forest-900">{message.subject}</p>
      )}
      <p className="mt-2 break-words whitespace-pre-wrap text-ink">{message.body}</p>
    </li>
  );
}
