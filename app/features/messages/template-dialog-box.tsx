import { zodResolver } from "@hookform/resolvers/zod";
import {
  MESSAGE_BODY_MAX,
  MESSAGE_SUBJECT_MAX,
  TEMPLATE_NAME_MAX,
  type TemplatePayload,
  templatePayload,
} from "@shared/schemas/messages";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import AdminDialogBox from "~/components/admin/admin-dialog-box";
import { FormFooter } from "~/components/admin/form-footer";
import { FormField, Input, Textarea } from "~/components/ui/form-field";
import { errorMessage } from "~/lib/error-message";
import { showServerFieldErrors } from "~/lib/server-field-errors";
import { toast } from "~/lib/toast-store";
import { useFormMutation } from "~/lib/use-form-mutation";
import type { TemplateDialogProps } from "./template-dialog";

const FIELDS = ["name", "subject", "body"] as const;
const EMPTY: TemplatePayload = { name: "", subject: "", body: "" };

/**
 * New or edit a template. The placeholders are checked as the server checks them; should the
 * server still refuse one (a 400), its words show on the field it names. Loaded when it first
 * opens (`template-dialog.tsx`), so it draws Radix's dialog itself rather than loading it on
 * open a second time through `AdminDialog`.
 */
export default function TemplateDialogBox({
  template,
  open,
  onOpenChange,
  save,
}: TemplateDialogProps) {
  return (
    <AdminDialogBox
      open={open}
      onOpenChange={onOpenChange}
      title={template ? `Edit template ${template.name}` : "New template"}
      description="Placeholders like {{firstName}} are filled when the message is sent."
      width="2xl"
    >
      {/* A fresh form per opening, so a cancelled edit leaves nothing behind. */}
      {open ? (
        <TemplateForm template={template} save={save} onDone={() => onOpenChange(false)} />
      ) : null}
    </AdminDialogBox>
  );
}

function TemplateForm({
  template,
  save: cardSave,
  onDone,
}: Pick<TemplateDialogProps, "template" | "save"> & { onDone: () => void }) {
  const fieldId = useId();
  const save = useFormMutation(cardSave);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TemplatePayload>({
    resolver: zodResolver(templatePayload),
    defaultValues: template
      ? { name: template.name, subject: template.subject, body: template.body }
      : EMPTY,
  });

  const onSubmit = (payload: TemplatePayload) => {
    setProblem(null);
    save.mutate(
      { ...payload, id: template?.id },
      {
        onSuccess: () => {
          toast({
            title: template ? "Template saved" : "Template created",
            description: payload.name,
            variant: "success",
          });
          onDone();
        },
        onError: (error) => {
          if (!showServerFieldErrors(error, FIELDS, setError)) setProblem(errorMessage(error));
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
      <FormField id={`${fieldId}-name`} label="Name" required error={errors.name?.message}>
        {(aria) => <Input {...aria} maxLength={TEMPLATE_NAME_MAX} {...register("name")} />}
      </FormField>
      <FormField id={`${fieldId}-subject`} label="Subject" required error={errors.subject?.message}>
        {(aria) => <Input {...aria} maxLength={MESSAGE_SUBJECT_MAX} {...register("subject")} />}
      </FormField>
      <FormField
        id={`${fieldId}-body`}
        label="Message"
        required
        hint="Plain text. Use {{name}}, {{firstName}}, {{statusUrl}} and {{staffName}}."
        error={errors.body?.message}
      >
        {(aria) => (
          <Textarea {...aria} rows={10} maxLength={MESSAGE_BODY_MAX} {...register("body")} />
        )}
      </FormField>
      <FormFooter
        problem={problem}
        pending={save.isPending}
        submitLabel={template ? "Save template" : "Create template"}
        onCancel={onDone}
      />
    </form>
  );
}
