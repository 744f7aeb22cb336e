import { zodResolver } from "@hookform/resolvers/zod";
import {
  type CreateStaffPayload,
  createStaffPayload,
  type StaffAccountWithInvite,
} from "@shared/schemas/staff";
import { STAFF_ROLE_LABELS, STAFF_ROLES } from "@shared/schemas/staff-roles";
import { UserPlus } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import AdminDialog from "~/components/admin/admin-dialog-box";
import { Button } from "~/components/ui/button";
import { FormField, Input, Select } from "~/components/ui/form-field";
import { ApiError } from "~/lib/api-client";
import { errorMessage } from "~/lib/error-message";
import { staffName } from "~/lib/staff-name";
import { toast } from "~/lib/toast-store";
import type { useCreateStaff } from "./api";
import type { InviteLink } from "./invite-link";

const empty: CreateStaffPayload = { username: "", displayName: "", email: "", role: "reviewer" };

export type InviteDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The screen's (`useCreateStaff`): this module then shares no code with the screen's. */
  create: ReturnType<typeof useCreateStaff>;
};

/**
 * Invite: the form, then the one-time link in the same dialog. Loaded when it first opens (the
 * staff screen's Invite button, ADR 052), with Radix's dialog; the screen hands it the link's
 * view (`View`), which it draws too.
 */
export function InviteDialog({
  open,
  onOpenChange: changeOpen,
  create,
  View,
}: InviteDialogProps & { View: typeof InviteLink }) {
  const [created, setCreated] = useState<StaffAccountWithInvite | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<CreateStaffPayload>({
    resolver: zodResolver(createStaffPayload),
    defaultValues: empty,
  });

  const onOpenChange = (next: boolean) => {
    changeOpen(next);
    if (!next) {
      setCreated(null);
      reset(empty);
      create.reset();
    }
  };

  const onSubmit = (payload: CreateStaffPayload) =>
    create.mutate(payload, {
      onSuccess: (account) => setCreated(account),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) {
          setError("username", { message: error.message }, { shouldFocus: true });
        } else {
          toast({
            title: "Could not invite",
            description: errorMessage(error),
            variant: "destructive",
          });
        }
      },
    });

  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      title={created ? "Invitation ready" : "Invite someone"}
      description={
        created
          ? `${staffName(created)} is on the staff list as ${STAFF_ROLE_LABELS[created.role]}.`
          : "They get a one-time link to set their password."
      }
    >
      {created ? (
        <View account={created} onDone={() => onOpenChange(false)} />
      ) : (
        <form
          noValidate
          onSubmit={handleSubmit(onSubmit)}
          className="grid gap-4"
          aria-label="Invite"
        >
          <FormField id="staff-username" label="Username" required error={errors.username?.message}>
            {(aria) => (
              <Input {...aria} autoComplete="off" autoCapitalize="none" {...register("username")} />
            )}
          </FormField>
          <FormField id="staff-name" label="Name" error={errors.displayName?.message}>
            {(aria) => <Input {...aria} autoComplete="off" {...register("displayName")} />}
          </FormField>
          <FormField id="staff-email" label="E-mail" error={errors.email?.message}>
            {(aria) => <Input {...aria} type="email" autoComplete="off" {...register("email")} />}
          </FormField>
          <FormField id="staff-role" label="Role" required error={errors.role?.message}>
            {(aria) => (
              <Select {...aria} {...register("role")}>
                {STAFF_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {STAFF_ROLE_LABELS[role]}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              <UserPlus aria-hidden className="size-4" />
              {create.isPending ? "Inviting..." : "Invite"}
            </Button>
          </div>
        </form>
      )}
    </AdminDialog>
  );
}
