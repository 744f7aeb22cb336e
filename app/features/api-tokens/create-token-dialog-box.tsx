import { zodResolver } from "@hookform/resolvers/zod";
import {
  API_TOKEN_EXPIRY_CHOICES,
  API_TOKEN_NAME_MAX,
  API_TOKEN_SCOPES,
  type ApiTokenScope,
  type CreateApiTokenPayload,
  type CreatedApiToken,
  createApiTokenPayload,
} from "@shared/schemas/api-tokens";
import { TriangleAlert } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import AdminDialogBox from "~/components/admin/admin-dialog-box";
import { CopyableLink } from "~/components/admin/copyable-link";
import { FormFooter } from "~/components/admin/form-footer";
import { Button } from "~/components/ui/button";
import { FormField, Input, Select } from "~/components/ui/form-field";
import { shortDate } from "~/lib/dates";
import { errorMessage } from "~/lib/error-message";
import { showServerFieldErrors } from "~/lib/server-field-errors";
import { useFormMutation } from "~/lib/use-form-mutation";
import type { CreateTokenDialogProps } from "./create-token-dialog";

const FIELDS = ["name", "scope", "expiresInDays"] as const;

const SCOPE_HINTS: Record<ApiTokenScope, string> = {
  read: "Lists, records and exports: GET requests only.",
  write: "Everything your role may do now, except managing tokens, staff and sign-in security.",
};

/** The form's expiry select: a number of days, or "" for none. */
const NO_EXPIRY = "";
const DEFAULT_EXPIRY_DAYS = 90;

/**
 * New token: the form, then the token itself, once, in the same dialog; loaded when it first
 * opens (`create-token-dialog.tsx`), so it draws Radix's dialog itself rather than loading it
 * on open a second time through `AdminDialog`.
 */
export default function CreateTokenDialogBox({
  open,
  onOpenChange,
  create,
  scopeLabels,
}: CreateTokenDialogProps) {
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const onDialogChange = (next: boolean) => {
    onOpenChange(next);
    // The token is forgotten with the dialog: nothing keeps it once it is closed.
    if (!next) setCreated(null);
  };
  return (
    <AdminDialogBox
      open={open}
      onOpenChange={onDialogChange}
      title={created ? "Copy your new token" : "New API token"}
      description={
        created
          ? `“${created.name}” is ready. This is the only time it is shown.`
          : "A token lets another tool use the admin API as you, without a browser."
      }
      width="lg"
    >
      {created ? (
        <TokenReveal created={created} onDone={() => onDialogChange(false)} />
      ) : open ? (
        <CreateTokenForm
          create={create}
          scopeLabels={scopeLabels}
          onCreated={setCreated}
          onCancel={() => onDialogChange(false)}
        />
      ) : null}
    </AdminDialogBox>
  );
}

function CreateTokenForm({
  create: cardCreate,
  scopeLabels,
  onCreated,
  onCancel,
}: Pick<CreateTokenDialogProps, "create" | "scopeLabels"> & {
  onCreated: (created: CreatedApiToken) => void;
  onCancel: () => void;
}) {
  const fieldId = useId();
  const create = useFormMutation(cardCreate);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CreateApiTokenPayload>({
    resolver: zodResolver(createApiTokenPayload),
    defaultValues: { name: "", scope: "read", expiresInDays: DEFAULT_EXPIRY_DAYS },
  });

  const onSubmit = (payload: CreateApiTokenPayload) => {
    setProblem(null);
    create.mutate(payload, {
      onSuccess: onCreated,
      onError: (error) => {
        if (!showServerFieldErrors(error, FIELDS, setError)) setProblem(errorMessage(error));
      },
    });
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
      <FormField
        id={`${fieldId}-name`}
        label="Name"
        required
        hint="What uses it, e.g. “CRM sync”."
        error={errors.name?.message}
      >
        {(aria) => (
          <Input
            {...aria}
            autoComplete="off"
            maxLength={API_TOKEN_NAME_MAX}
            {...register("name")}
          />
        )}
      </FormField>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-semibold text-forest-950">Access</legend>
        {API_TOKEN_SCOPES.map((scope) => (
          <label
            key={scope}
            className="flex cursor-pointer items-start gap-3 rounded-xl border border-forest-900/15 px-3 py-2 has-[:checked]:border-forest-700 has-[:checked]:bg-forest-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-forest-700"
          >
            <input
              type="radio"
              value={scope}
              className="mt-1 accent-forest-700"
              aria-describedby={`${fieldId}-${scope}-hint`}
              {...register("scope")}
            />
            <span>
              <span className="block font-semibold text-forest-950">{scopeLabels[scope]}</span>
              <span id={`${fieldId}-${scope}-hint`} className="block text-sm text-ink-muted">
                {SCOPE_HINTS[scope]}
              </span>
            </span>
          </label>
        ))}
        {errors.scope?.message ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {errors.scope.message}
          </p>
        ) : null}
      </fieldset>
      <FormField
        id={`${fieldId}-expiry`}
        label="Expires"
        required
        error={errors.expiresInDays?.message}
      >
        {(aria) => (
          <Select
            {...aria}
            {...register("expiresInDays", {
              setValueAs: (value: unknown) =>
                value === NO_EXPIRY || value === undefined ? undefined : Number(value),
            })}
          >
            {API_TOKEN_EXPIRY_CHOICES.map((days) => (
              <option key={days} value={days}>
                In {days} days
              </option>
            ))}
            <option value={NO_EXPIRY}>No expiry</option>
          </Select>
        )}
      </FormField>
      <FormFooter
        problem={problem}
        pending={create.isPending}
        submitLabel="Create token"
        onCancel={onCancel}
      />
    </form>
  );
}

function TokenReveal({ created, onDone }: { created: CreatedApiToken; onDone: () => void }) {
  return (
    <div className="grid gap-5">
      <p className="flex gap-3 rounded-xl bg-wheat-100 px-4 py-3 text-sm text-soil-800">
        <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>
          <strong className="font-semibold">Copy it now: you will not see it again.</strong> We keep
          only a fingerprint of it. Anyone who has it can use the admin API as you, so keep it in a
          password manager or your tool's secret settings, never in a file or a chat.
        </span>
      </p>
      <CopyableLink id="new-api-token" label="Your new token" url={created.token} noun="token">
        Send it as <code className="text-ink">Authorization: Bearer …</code>
        {created.expiresAt
          ? `; it works until ${shortDate(created.expiresAt)}.`
          : "; it does not expire."}
      </CopyableLink>
      <div className="flex justify-end">
        <Button variant="outline" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}
