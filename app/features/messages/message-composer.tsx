import { zodResolver } from "@hookform/resolvers/zod";
import type { TemplateValues } from "@shared/schemas/messages";
import {
  MESSAGE_BODY_MAX,
  MESSAGE_SUBJECT_MAX,
  type MessageTemplate,
} from "@shared/schemas/messages";
import { Send } from "lucide-react";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { FormField, Input, Textarea } from "~/components/ui/form-field";
import { errorMessage } from "~/lib/error-message";
import { useMailStatus } from "~/lib/mail-status";
import { showServerFieldErrors } from "~/lib/server-field-errors";
import { useSendMessage } from "./api";
import { composerSchema, type Draft, draftFromTemplate, payloadOf, previewOf } from "./compose";
import { TemplatePicker } from "./template-picker";

type Props = {
  kind: Parameters<typeof useSendMessage>[0];
  id: string;
  submitterName: string;
  values: TemplateValues;
};

const EMPTY: Draft = { subject: "", body: "" };

/**
 * Writing to the submitter: subject, message, a template to start from, and the mail as they
 * will read it. Ctrl+Enter (⌘+Enter) sends; after sending, the message field is ready for the
 * next one and "Message sent" is announced.
 */
export function MessageComposer({ kind, id, submitterName, values }: Props) {
  const fieldId = useId();
  const send = useSendMessage(kind, id);
  // Without SMTP_URL the server refuses to send (409): say so before anything is written.
  const mailOff = useMailStatus().data?.enabled === false;
  const [picked, setPicked] = useState<{ id: number; name: string; filled: Draft } | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const bodyRef = useRef<HTMLTextAreaElement | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    reset,
    watch,
    formState: { errors },
  } = useForm<Draft>({ resolver: zodResolver(composerSchema), defaultValues: EMPTY });
  const draft = watch();
  const showPreview = picked !== null || /\{\{[^{}]*\}\}/.test(draft.subject + draft.body);
  const preview = previewOf(draft, values);

  const pick = (template: MessageTemplate) => {
    const filled = draftFromTemplate(template, values);
    setPicked({ id: template.id, name: template.name, filled });
    setValue("subject", filled.subject, { shouldDirty: true, shouldValidate: false });
    setValue("body", filled.body, { shouldDirty: true, shouldValidate: false });
    setAnnouncement(`Template ${template.name} filled in`);
    bodyRef.current?.focus();
  };

  const onSend = handleSubmit((fields) => {
    setProblem(null);
    setAnnouncement("");
    send.mutate(payloadOf(fields, picked), {
      onSuccess: () => {
        reset(EMPTY);
        setPicked(null);
        setAnnouncement(`Message sent to ${submitterName}`);
        bodyRef.current?.focus();
      },
      onError: (error) => {
        if (!showServerFieldErrors(error, ["subject", "body"] as const, setError))
          setProblem(errorMessage(error));
      },
    });
  });

  const sendOnCtrlEnter = (event: KeyboardEvent) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void onSend();
    }
  };

  const body = register("body");
  return (
    <form
      noValidate
      onSubmit={onSend}
      aria-labelledby={`${fieldId}-heading`}
      className="grid gap-4 border-t border-forest-900/10 pt-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        {/* The record's name is its page's heading: this one says what the form is for. */}
        <h3 id={`${fieldId}-heading`} className="font-semibold text-forest-950">
          New message
        </h3>
        <TemplatePicker onPick={pick} />
      </div>
      {picked ? (
        <p className="text-sm text-ink-muted">
          From the template <strong className="font-semibold text-forest-950">{picked.name}</strong>
          . Edit it as you like before sending.
        </p>
      ) : null}
      <FormField
        id={`${fieldId}-subject`}
        label="Subject"
        hint="Left empty, the mail gets the team's usual subject."
        error={errors.subject?.message}
      >
        {(aria) => (
          <Input
            {...aria}
            maxLength={MESSAGE_SUBJECT_MAX}
            onKeyDown={sendOnCtrlEnter}
            {...register("subject")}
          />
        )}
      </FormField>
      <FormField
        id={`${fieldId}-body`}
        label="Message"
        required
        hint="Plain text, sent by e-mail with a private link to their status page. Ctrl+Enter (⌘+Enter) sends."
        error={errors.body?.message}
      >
        {(aria) => (
          <Textarea
            {...aria}
            rows={6}
            maxLength={MESSAGE_BODY_MAX}
            onKeyDown={sendOnCtrlEnter}
            {...body}
            ref={(node) => {
              body.ref(node);
              bodyRef.current = node;
            }}
          />
        )}
      </FormField>
      {showPreview ? <Preview draft={preview} /> : null}
      {mailOff ? (
        <p className="text-sm font-medium text-soil-800">
          Mail is not set up on this site (SMTP_URL), so no message can be sent.
        </p>
      ) : null}
      {problem ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          Not sent: {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm font-medium text-green-800">
          {announcement}
        </p>
        <Button type="submit" disabled={send.isPending || mailOff}>
          <Send aria-hidden className="size-4" />
          {send.isPending ? "Sending..." : "Send message"}
        </Button>
      </div>
    </form>
  );
}

/** The mail as the submitter will read it. */
function Preview({ draft }: { draft: Draft }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-dashed border-forest-900/25 bg-white p-4"
    >
      <h4 id={headingId} className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
        Preview: what they will read
      </h4>
      {draft.subject ? (
        <p className="mt-2 font-semibold break-words text-forest-950">{draft.subject}</p>
      ) : null}
      <p className="mt-2 break-words whitespace-pre-wrap text-ink">{draft.body}</p>
    </section>
  );
}
