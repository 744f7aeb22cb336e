import { CircleAlert, Handshake, Lightbulb, RotateCw } from "lucide-react";
import { Button } from "~/components/ui/button";
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
        <div
          role="alert"
          className="flex flex-col items-start gap-4 rounded-2xl border border-red-200 bg-white p-6 shadow-sm sm:flex-row sm:p-8"
        >
          <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-red-50 text-red-700">
            <CircleAlert aria-hidden className="size-6" />
          </span>
          <div className="min-w-0">
            <h2 className="text-lg font-semibold text-forest-950 sm:text-xl">
              Error loading dashboard data
            </h2>
            <p className="mt-1 break-words text-ink-muted">{stats.error.message}</p>
            <Button
              variant="outline"
              size="sm"
              className="mt-4"
              onClick={() => void stats.refetch()}
              disabled={stats.isFetching}
            >
              <RotateCw aria-hidden className="size-4" />
              {stats.isFetching ? "Retrying..." : "Try again"}
            </Button>
          </div>
        </div>
      ) : (
        <>
          <section aria-label="Totals" className="grid gap-4 sm:grid-cols-2 sm:gap-6">
            <StatCard
              label="Startup Ideas"
              value={stats.data.totalStartupIdeas}
              to="/admin/startup-ideas"
              icon={Lightbulb}
              linkText="View all startup ideas"
            />
            <StatCard
              label="Investment Interests"
              value={stats.data.totalInvestmentInterests}
              to="/admin/investment-interests"
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
