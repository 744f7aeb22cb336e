import { PageHeader } from "~/components/admin/page-header";
import { QueryView } from "~/components/admin/query-view";
import { AdminInfoCard } from "~/features/admin-settings/admin-info-card";
import { ChangePasswordCard } from "~/features/admin-settings/change-password-card";
import { NotificationsCard } from "~/features/admin-settings/notifications-card";
import { RetentionCard } from "~/features/admin-settings/retention-card";
import { SessionsCard } from "~/features/admin-settings/sessions-card";
import { TemplatesCard } from "~/features/messages/templates-card";
import { ScorecardsCard } from "~/features/reviews/scorecards-card";
import { AuthenticatorCard } from "~/features/second-factor/authenticator-card";
import { PasskeysCard } from "~/features/second-factor/passkeys-card";
import { RequireSecondFactorCard } from "~/features/second-factor/require-second-factor-card";
import { TagsCard } from "~/features/tags/tags-card";
import { adminMeta } from "~/lib/admin-meta";
import { useAdminSession } from "~/lib/admin-session";

export const meta = () => adminMeta("Settings");

export default function AdminSettings() {
  // The guarded layout renders this screen only once the session has loaded.
  const session = useAdminSession();

  return (
    <div className="grid gap-8">
      <PageHeader
        title="Settings"
        subtitle="Manage your account, your password, the e-mail you get and how you sign in."
      />
      <QueryView
        query={session}
        loading="Loading your account"
        errorTitle="Error loading your account"
      >
        {(admin) =>
          admin ? (
            <div className="grid items-start gap-6 lg:grid-cols-5">
              <ChangePasswordCard username={admin.username} className="lg:col-span-3" />
              <AdminInfoCard admin={admin} className="lg:col-span-2" />
              <NotificationsCard admin={admin} className="lg:col-span-3" />
              {/* The retention period is the studio's, not the person's: admins only (contract §12). */}
              {admin.role === "admin" ? <RetentionCard className="lg:col-span-2" /> : null}
              {/* Reviewers use the templates when they write; admins keep them (contract §13). */}
              {admin.role === "admin" ? <TemplatesCard className="lg:col-span-5" /> : null}
              {/* Reviewers apply the tags; admins keep the list (contract §14). */}
              {admin.role === "admin" ? <TagsCard className="lg:col-span-5" /> : null}
              {/* What reviewers score on is the studio's choice (contract §14): admins only. */}
              {admin.role === "admin" ? <ScorecardsCard className="lg:col-span-5" /> : null}
              <h2 id="security" className="text-lg font-semibold text-forest-950 lg:col-span-5">
                Security
              </h2>
              <AuthenticatorCard className="lg:col-span-2" />
              <PasskeysCard className="lg:col-span-3" />
              {/* Which roles must have a second factor is the studio's rule: admins only. */}
              {admin.role === "admin" ? (
                <RequireSecondFactorCard className="lg:col-span-2" />
              ) : null}
              <SessionsCard className="lg:col-span-5" />
            </div>
          ) : null
        }
      </QueryView>
    </div>
  );
}
