import {
  MESSAGE_BODY_MAX,
  MESSAGE_SUBJECT_MAX,
  type TemplateValues,
} from "@shared/schemas/message-texts";
import { ChevronDown, FileText, Send } from "lucide-react";
import {
  type ComponentProps,
  type FormEventHandler,
  type KeyboardEventHandler,
  type ReactNode,
  useId,
} from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { FormField, Input, Textarea } from "~/components/ui/form-field";
import { useMailStatus } from "~/lib/mail-status";
import type { SubmissionKind } from "~/lib/submission-kinds";
import { useTemplates } from "./api";
import type { Draft } from "./compose";

/** What the composer is given by the conversation it belongs to. */
export type ComposerProps = {
  kind: SubmissionKind;
  id: string;
  submitterName: string;
  values: TemplateValues;
};

/** A field's props: its name, and the form library's handlers once it has loaded. */
type FieldProps = Partial<UseFormRegisterReturn<keyof Draft>> & {
  name: keyof Draft;
  defaultValue?: string;
};

type Props = {
  headingId: string;
  field: (name: keyof Draft) => FieldProps;
  picker: ReactNode;
  /** Whether the site sends no mail: nothing can be sent. */
  mailOff: boolean;
  errors?: Partial<Record<keyof Draft, string>>;
  /** Above the fields: the template the draft comes from. */
  above?: ReactNode;
  /** Under the fields: the mail as it will read. */
  children?: ReactNode;
  /** Why the last message was not sent. */
  problem?: string | null;
  announcement?: string;
  sending?: boolean;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  onKeyDown?: KeyboardEventHandler;
};

/**
 * The composer's markup (contract §13), the same before and after its form library has
 * loaded (`MessageComposerStandIn`, `MessageComposer`).
 */
export function ComposerForm({
  headingId,
  field,
  picker,
  mailOff,
  errors = {},
  children,
  above,
  problem,
  announcement = "",
  sending = false,
  onSubmit,
  onKeyDown,
}: Props) {
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={headingId}
      className="grid gap-4 border-t border-forest-900/10 pt-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        {/* The record's name is its page's heading: this one says what the form is for. */}
        <h3 id={headingId} className="font-semibold text-forest-950">
          New message
        </h3>
        {picker}
      </div>
      {above}
      <FormField
        id={`${headingId}-subject`}
        label="Subject"
        hint="Left empty, the mail gets the team's usual subject."
        error={errors.subject}
      >
        {(aria) => (
          <Input
            {...aria}
            maxLength={MESSAGE_SUBJECT_MAX}
            onKeyDown={onKeyDown}
            {...field("subject")}
          />
        )}
      </FormField>
      <FormField
        id={`${headingId}-body`}
        label="Message"
        required
        hint="Plain text, sent by e-mail with a private link to their status page. Ctrl+Enter (⌘+Enter) sends."
        error={errors.body}
      >
        {(aria) => (
          <Textarea
            {...aria}
            rows={6}
            maxLength={MESSAGE_BODY_MAX}
            onKeyDown={onKeyDown}
            {...field("body")}
          />
        )}
      </FormField>
      {children}
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
        <Button type="submit" disabled={sending || mailOff}>
          <Send aria-hidden className="size-4" />
          {sending ? "Sending..." : "Send message"}
        </Button>
      </div>
    </form>
  );
}

/**
 * "Use a template": the menu's button, or why there is none (the menu itself loads with the
 * composer's form: `template-picker.tsx`). Disabled until the team's templates have come.
 */
export function TemplateButton(props: ComponentProps<"button">) {
  const templates = useTemplates();
  if (templates.isError) {
    return <p className="text-sm text-red-800">The templates could not be loaded.</p>;
  }
  const none = !templates.isPending && templates.data.length === 0;
  return (
    <Button
      variant="outline"
      size="sm"
      type="button"
      disabled={templates.isPending || none}
      {...props}
    >
      <FileText aria-hidden className="size-4" />
      {none ? "No templates yet" : "Use a template"}
      <ChevronDown aria-hidden className="size-4" />
    </Button>
  );
}

/**
 * The composer as the record's page first draws it: the same fields, without the form
 * library and the checks, which load when it is first used (`loadOnFirstUse`, ADR 052).
 */
export function MessageComposerStandIn(_: ComposerProps) {
  const headingId = useId();
  const mailOff = useMailStatus().data?.enabled === false;
  return (
    <ComposerForm
      headingId={headingId}
      field={(name) => ({ name, defaultValue: "" })}
      picker={<TemplateButton />}
      mailOff={mailOff}
    />
  );
}
