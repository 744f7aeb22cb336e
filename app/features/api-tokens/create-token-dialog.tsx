import { zodResolver } from "@hookform/resolvers/zod";
import {
  API_TOKEN_EXPIRY_CHOICES,
  API_TOKEN_NAME_MAX,
  API_TOKEN_SCOPE_LABELS,
  API_TOKEN_SCOPES,
  type ApiTokenScope,
  type CreateApiTokenPayload,
  type CreatedApiToken,
  createApiTokenPayload,
} from "@shared/schemas/api-tokens";
import { Plus, TriangleAlert } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { AdminDialog } from "~/components/admin/admin-dialog";
import { CopyableLink } from "~/components/admin/copyable-link";
import { FormFooter } from "~/components/admin/form-footer";
import { Button } from "~/components/ui/button";
import { FormField, Input, Select } from "~/components/ui/form-field";
import { shortDate } from "~/lib/dates";
import { errorMessage } from "~/lib/error-message";
import { showServerFieldErrors } from "~/lib/server-field-errors";
import { useCreateApiToken } from "./api";

const FIELDS = ["name", "scope", "expiresInDays"] as const;

const SCOPE_HINTS: Record<ApiTokenScope, string> = {
  read: "Lists, records and exports: GET requests only.",
  write: "Everything your role may do now, except managing tokens, staff and sign-in security.",
};

/** The form's expiry select: a number of days, or "" for none. */
const NO_EXPIRY = "";
const DEFAULT_EXPIRY_DAYS = 90;

/** New token: the form, then the token itself, once, in the same dialog. */
export function CreateTokenDialog() {
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    // The token is forgotten with the dialog: nothing keeps it once it is closed.
    if (!next) setCreated(null);
  };
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)}>
        <Plus aria-hidden className="size-4" />
        New token
      </Button>
      <AdminDialog
        open={open}
        onOpenChange={onOpenChange}
        title={created ? "Copy your new token" : "New API token"}
        description={
          created
            ? `“${created.name}” is ready. This is the only time it is shown.`
            : "A token lets another tool use the admin API as you, without a browser."
        }
        className="max-w-lg"
      >
        {created ? (
          <TokenReveal created={created} onDone={() => onOpenChange(false)} />
        ) : open ? (
          <CreateTokenForm onCreated={setCreated} onCancel={() => onOpenChange(false)} />
        ) : null}
      </AdminDialog>
    </>
  );
}

function CreateTokenForm({
  onCreated,
  onCancel,
}: {
  onCreated: (created: CreatedApiToken) => void;
  onCancel: () => void;
}) {
  const fieldId = useId();
  const create = useCreateApiToken();
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
              <span className="block font-semibold text-forest-950">
                {API_TOKEN_SCOPE_LABELS[scope]}
              </span>
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
