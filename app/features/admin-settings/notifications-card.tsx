import type { AdminAccount } from "@shared/schemas/admin-auth";
import { Bell, MailWarning, ShieldCheck, ShieldOff } from "lucide-react";
import { useState } from "react";
import { AdminCard } from "~/components/admin/card";
import { drawnWith, loadOnFirstUse, typedIn } from "~/components/admin/load-on-first-use";
import { useMailStatus } from "~/lib/mail-status";
import { NotificationsView, type ProfileFormProps } from "./notifications-view";

/**
 * The profile's form: its form library and checks load when it is first used (ADR 052); until
 * then the same form is drawn without them.
 */
const ProfileForm = loadOnFirstUse(
  () =>
    import("./notifications-form").then((module) =>
      drawnWith(module.NotificationsForm, NotificationsView),
    ),
  function ProfileStandIn({ saved, worksInbox }: ProfileFormProps) {
    // Save is offered once something differs from the saved profile, as in the real form, so
    // that Enter sends it before the code has arrived (a form whose button is disabled sends
    // nothing).
    const [changed, setChanged] = useState(false);
    return (
      <NotificationsView
        worksInbox={worksInbox}
        drawn={saved}
        fieldProps={(name) => ({ name })}
        canSave={changed}
        onChange={(event) => setChanged(Object.keys(typedIn(event.currentTarget)).length > 0)}
      />
    );
  },
);

/** One's own name, e-mail address and how one hears of new submissions (contract §9, §11). */
export function NotificationsCard({
  admin,
  className,
}: {
  admin: AdminAccount;
  className?: string;
}) {
  const mail = useMailStatus().data;
  // Editors never work an inbox: submission mail is not theirs to choose.
  const worksInbox = admin.role !== "editor";
  const saved = {
    displayName: admin.displayName ?? "",
    email: admin.email ?? "",
    notify: admin.notify,
  };
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
      <ProfileForm saved={saved} worksInbox={worksInbox} />
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
