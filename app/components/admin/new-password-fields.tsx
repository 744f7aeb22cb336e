import { zodResolver } from "@hookform/resolvers/zod";
import { acceptInviteForm, INVITE_PASSWORD_MIN } from "@shared/schemas/staff";
import { type UseFormReturn, useForm } from "react-hook-form";
import type { z } from "zod";
import { PasswordField } from "./password-field";

/** A password chosen twice: the invite's and the reset's form (the same rules, one schema). */
export type NewPasswordForm = z.input<typeof acceptInviteForm>;

export function useNewPasswordForm() {
  return useForm<NewPasswordForm>({
    resolver: zodResolver(acceptInviteForm),
    defaultValues: { password: "", confirmPassword: "" },
  });
}

/** The password with its rule, then its confirmation: "Password" and "Confirm password". */
export function NewPasswordFields({
  form,
  label,
}: {
  form: UseFormReturn<NewPasswordForm>;
  label: string;
}) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <>
      <PasswordField
        label={label}
        hint={`At least ${INVITE_PASSWORD_MIN} characters.`}
        error={errors.password?.message}
        autoComplete="new-password"
        {...register("password")}
      />
      <PasswordField
        label={`Confirm ${label.toLowerCase()}`}
        error={errors.confirmPassword?.message}
        autoComplete="new-password"
        {...register("confirmPassword")}
      />
    </>
  );
}
