import { paths } from "@shared/config/paths";
import type { DashboardStats } from "@shared/schemas/admin-records";
import { Handshake, Lightbulb } from "lucide-react";
import { useDeferredValue } from "react";
import { errorPanelClass } from "~/components/admin/load-error";
import { PageHeader } from "~/components/admin/page-header";
import { QueryView } from "~/components/admin/query-view";
import { useDashboardStats } from "~/features/dashboard/api";
import { ChartsSection } from "~/features/dashboard/charts-section";
import { MyWorkCard } from "~/features/dashboard/my-work-card";
import { PipelineSection } from "~/features/dashboard/pipeline-section";
import { RecentInvestmentInterests, RecentStartupIdeas } from "~/features/dashboard/recent-tables";
import { StatCard } from "~/features/dashboard/stat-card";
import { maySeeSubmissions } from "~/features/dashboard/viewer-role";
import { adminMeta } from "~/lib/admin-meta";
import { useAdminSession } from "~/lib/admin-session";

export const meta = () => adminMeta("Dashboard");

/**
 * The totals for every role; the newest submissions and the charts only for the roles that
 * work the inboxes (contract §9: an editor sees the dashboard totals).
 */
export default function AdminDashboard() {
  // A query's news reaches React through useSyncExternalStore, which draws it at once, in one
  // task: deferred, the totals and the newest submissions are drawn in slices that leave a
  // slow phone's main thread free in between (issue 38's blocking time, ADR 052).
  const stats = useDeferredValue(useDashboardStats());
  const withInboxes = maySeeSubmissions(useAdminSession().data);

  return (
    <div className="grid gap-8">
      <PageHeader
        title="Dashboard"
        subtitle={
          withInboxes
            ? "An overview of the latest submissions."
            : "How many submissions the site has received."
        }
      />

      {/* A screen's height while the figures load: what follows stays below the fold until
          they are in, so their arrival moves nothing in view (CLS, ADR 052). */}
      <div className={stats.isPending ? "min-h-dvh" : "grid gap-8"}>
        <QueryView
          query={stats}
          loading="Loading dashboard"
          errorTitle="Error loading dashboard data"
          errorClassName={errorPanelClass}
        >
          {(data) => <Overview stats={data} withInboxes={withInboxes} />}
        </QueryView>
      </div>
      {withInboxes && <MyWorkCard />}
      {/* Below the recent tables, so that the charts arriving later move nothing already read. */}
      {withInboxes && <ChartsSection />}
      {withInboxes && <PipelineSection />}
    </div>
  );
}

/** The totals, then (for the roles that work the inboxes) the newest of each kind. */
function Overview({ stats, withInboxes }: { stats: DashboardStats; withInboxes: boolean }) {
  return (
    <>
      <Totals stats={stats} withLinks={withInboxes} />
      {withInboxes && (
        <div className="grid gap-6 2xl:grid-cols-2">
          <RecentStartupIdeas ideas={stats.recentStartupIdeas} />
          <RecentInvestmentInterests interests={stats.recentInvestmentInterests} />
        </div>
      )}
    </>
  );
}

function Totals({ stats, withLinks }: { stats: DashboardStats; withLinks: boolean }) {
  return (
    <section aria-label="Totals" className="grid gap-4 sm:grid-cols-2 sm:gap-6">
      <StatCard
        label="Startup Ideas"
        value={stats.totalStartupIdeas}
        icon={Lightbulb}
        link={
          withLinks ? { to: paths.admin.startupIdeas, text: "View all startup ideas" } : undefined
        }
      />
      <StatCard
        label="Investment Interests"
        value={stats.totalInvestmentInterests}
        icon={Handshake}
        link={
          withLinks
            ? { to: paths.admin.investmentInterests, text: "View all investment interests" }
            : undefined
        }
      />
    </section>
  );
}
