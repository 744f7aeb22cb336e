import { zodResolver } from "@hookform/resolvers/zod";
import type { MessageTemplate } from "@shared/schemas/messages";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import type { HandedOver } from "~/components/admin/load-on-first-use";
import { errorMessage } from "~/lib/error-message";
import { useMailStatus } from "~/lib/mail-status";
import { showServerFieldErrors } from "~/lib/server-field-errors";
import { withTyped } from "~/lib/typed-values";
import { useSendMessage } from "./api";
import { type Draft, draftFromTemplate, payloadOf, previewOf } from "./compose";
import { ComposerForm, type ComposerProps } from "./composer-form";
import { composerSchema } from "./composer-schema";
import { TemplatePicker } from "./template-picker";

const EMPTY: Draft = { subject: "", body: "" };

/**
 * Writing to the submitter: subject, message, a template to start from, and the mail as they
 * will read it. Ctrl+Enter (⌘+Enter) sends; after sending, the message field is ready for the
 * next one and "Message sent" is announced. Loaded on first use (`messages-panel.tsx`): it
 * starts from what was `typed` in its stand-in.
 */
export function MessageComposer({
  kind,
  id,
  submitterName,
  values,
  typed,
}: ComposerProps & HandedOver) {
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
  } = useForm<Draft>({
    resolver: zodResolver(composerSchema),
    defaultValues: withTyped(EMPTY, typed),
  });
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
    <ComposerForm
      headingId={fieldId}
      field={(name) =>
        name === "body"
          ? {
              ...body,
              ref: (node: HTMLTextAreaElement | null) => {
                body.ref(node);
                bodyRef.current = node;
              },
            }
          : register(name)
      }
      picker={<TemplatePicker onPick={pick} />}
      mailOff={mailOff}
      errors={{ subject: errors.subject?.message, body: errors.body?.message }}
      above={
        picked ? (
          <p className="text-sm text-ink-muted">
            From the template{" "}
            <strong className="font-semibold text-forest-950">{picked.name}</strong>. Edit it as you
            like before sending.
          </p>
        ) : null
      }
      problem={problem}
      announcement={announcement}
      sending={send.isPending}
      onSubmit={onSend}
      onKeyDown={sendOnCtrlEnter}
    >
      {showPreview ? <Preview draft={preview} /> : null}
    </ComposerForm>
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
