import { zodResolver } from "@hookform/resolvers/zod";
import type { AdminAccount } from "@shared/schemas/admin-auth";
import { NOTIFY_CHOICES, NOTIFY_LABELS } from "@shared/schemas/mail";
import { type UpdateOwnAccountPayload, updateOwnAccountPayload } from "@shared/schemas/staff";
import { Bell, MailWarning, ShieldCheck, ShieldOff } from "lucide-react";
import { useForm } from "react-hook-form";
import { AdminCard } from "~/components/admin/card";
import { Button } from "~/components/ui/button";
import { FormField, Input } from "~/components/ui/form-field";
import { useUpdateOwnAccount } from "~/lib/admin-session";
import { errorMessage } from "~/lib/error-message";
import { useMailStatus } from "~/lib/mail-status";
import { toast } from "~/lib/toast-store";

/** One's own name, e-mail address and how one hears of new submissions (contract §9, §11). */
export function NotificationsCard({
  admin,
  className,
}: {
  admin: AdminAccount;
  className?: string;
}) {
  const mail = useMailStatus().data;
  const update = useUpdateOwnAccount();
  // Editors never work an inbox: submission mail is not theirs to choose.
  const worksInbox = admin.role !== "editor";
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty },
    reset,
  } = useForm<UpdateOwnAccountPayload>({
    resolver: zodResolver(updateOwnAccountPayload),
    values: {
      displayName: admin.displayName ?? "",
      email: admin.email ?? "",
      notify: admin.notify,
    },
  });

  const onSubmit = (payload: UpdateOwnAccountPayload) =>
    update.mutate(worksInbox ? payload : { ...payload, notify: undefined }, {
      onSuccess: (saved) => {
        reset({
          displayName: saved.displayName ?? "",
          email: saved.email ?? "",
          notify: saved.notify,
        });
        toast({ title: "Preferences saved", variant: "success" });
      },
      onError: (error) =>
        toast({
          title: "Could not save",
          description: errorMessage(error),
          variant: "destructive",
        }),
    });

  return (
    <AdminCard
      headingId="profile-notifications"
      title="Profile & Notifications"
      description="Your name, your e-mail address and the mail you get about new submissions."
      icon={Bell}
      className={className}
    >
      {mail && !mail.enabled ? (
        <p className="mb-6 flex items-start gap-3 rounded-xl border border-wheat-300 bg-wheat-50 px-4 py-3 text-sm text-soil-900">
          <MailWarning aria-hidden className="mt-0.5 size-5 shrink-0" />
          The site sends no e-mail yet: SMTP_URL is not set. Your choice is kept and applies once an
          operator sets it.
        </p>
      ) : null}
      {mail && worksInbox ? <DeckScanning scanned={mail.decksScanned} /> : null}
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-5">
        <FormField id="own-name" label="Name" error={errors.displayName?.message}>
          {(aria) => <Input {...aria} autoComplete="name" {...register("displayName")} />}
        </FormField>
        <FormField
          id="own-email"
          label="E-mail"
          hint="Where notifications go. Leave it empty to get none."
          error={errors.email?.message}
        >
          {(aria) => <Input {...aria} type="email" autoComplete="email" {...register("email")} />}
        </FormField>
        {worksInbox ? (
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-semibold text-forest-950">
              E-mail me about new submissions
            </legend>
            {NOTIFY_CHOICES.map((choice) => (
              <label
                key={choice}
                className="flex cursor-pointer items-center gap-3 rounded-lg border border-forest-900/15 px-3.5 py-2.5 text-sm has-checked:border-forest-600 has-checked:bg-forest-50"
              >
                <input
                  type="radio"
                  value={choice}
                  className="size-4 accent-forest-700"
                  {...register("notify")}
                />
                {NOTIFY_LABELS[choice]}
              </label>
            ))}
          </fieldset>
        ) : null}
        <div>
          <Button type="submit" disabled={update.isPending || !isDirty}>
            {update.isPending ? "Saving..." : "Save preferences"}
          </Button>
        </div>
      </form>
    </AdminCard>
  );
}

/** Whether pitch decks are scanned for viruses (CLAMD_URL, contract §17): reviewers open them. */
function DeckScanning({ scanned }: { scanned: boolean }) {
  if (scanned) {
    return (
      <p className="mb-6 flex items-start gap-3 text-sm text-ink-muted">
        <ShieldCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-forest-700" />
        Pitch decks are scanned for viruses before anyone can open them.
      </p>
    );
  }
  return (
    <p className="mb-6 flex items-start gap-3 rounded-xl border border-wheat-300 bg-wheat-50 px-4 py-3 text-sm text-soil-900">
      <ShieldOff aria-hidden className="mt-0.5 size-5 shrink-0" />
      Pitch decks are not scanned for viruses: CLAMD_URL is not set. They are kept as unscanned and
      shown with a warning.
    </p>
  );
}
