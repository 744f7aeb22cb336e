import { paths } from "@shared/config/paths";
import { Handshake, Lightbulb } from "lucide-react";
import { LoadError } from "~/components/admin/load-error";
import { Spinner } from "~/components/ui/spinner";
import { useDashboardStats } from "~/features/dashboard/api";
import { RecentInvestmentInterests, RecentStartupIdeas } from "~/features/dashboard/recent-tables";
import { StatCard } from "~/features/dashboard/stat-card";
import { adminMeta } from "~/lib/admin-meta";

export const meta = () => adminMeta("Dashboard");

export default function AdminDashboard() {
  const stats = useDashboardStats();

  return (
    <div className="grid gap-8">
      <header>
        <h1 className="text-2xl font-semibold text-forest-950 sm:text-3xl">Dashboard</h1>
        <p className="mt-1 text-ink-muted">An overview of the latest submissions.</p>
      </header>

      {stats.isPending ? (
        <Spinner label="Loading dashboard" />
      ) : stats.isError ? (
        <LoadError
          title="Error loading dashboard data"
          error={stats.error}
          onRetry={() => void stats.refetch()}
          retrying={stats.isFetching}
          className="rounded-2xl border border-red-200 bg-white shadow-sm"
        />
      ) : (
        <>
          <section aria-label="Totals" className="grid gap-4 sm:grid-cols-2 sm:gap-6">
            <StatCard
              label="Startup Ideas"
              value={stats.data.totalStartupIdeas}
              to={paths.admin.startupIdeas}
              icon={Lightbulb}
              linkText="View all startup ideas"
            />
            <StatCard
              label="Investment Interests"
              value={stats.data.totalInvestmentInterests}
              to={paths.admin.investmentInterests}
              icon={Handshake}
              linkText="View all investment interests"
            />
          </section>
          <div className="grid gap-6 2xl:grid-cols-2">
            <RecentStartupIdeas ideas={stats.data.recentStartupIdeas} />
            <RecentInvestmentInterests interests={stats.data.recentInvestmentInterests} />
          </div>
        </>
      )}
    </div>
  );
}
