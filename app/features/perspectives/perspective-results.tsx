import { journal } from "@shared/config/journal";
import type { PerspectiveSummary } from "@shared/schemas/perspective";
import { Newspaper } from "lucide-react";
import { Link } from "react-router";
import { PerspectiveCard } from "~/components/perspectives/perspective-card";
import { Button } from "~/components/ui/button";

/**
 * The /perspectives result grid, or its empty state. The page renders it as an island (see
 * ~/lib/islands): links and cards need no code until a search changes the results.
 */
export function PerspectiveResults({
  perspectives,
  filtered,
}: {
  perspectives: PerspectiveSummary[];
  filtered: boolean;
}) {
  if (perspectives.length === 0) return <EmptyState filtered={filtered} />;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 md:grid-cols-3 lg:gap-8">
      {perspectives.map((perspective) => (
        <li key={perspective.id}>
          <PerspectiveCard perspective={perspective} />
        </li>
      ))}
    </ul>
  );
}

function EmptyState({ filtered }: { filtered: boolean }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-forest-900/20 bg-white/60 px-6 py-16 text-center sm:py-20">
      <span className="flex size-14 items-center justify-center rounded-full bg-wheat-100 text-wheat-700">
        <Newspaper aria-hidden className="size-7" />
      </span>
      <h2 className="mt-5 text-2xl font-semibold text-forest-950">No perspectives found</h2>
      <p className="mt-2 max-w-md text-ink-muted">
        {filtered
          ? "Try adjusting your search or filter criteria."
          : "Check back soon for strategic insights from our team."}
      </p>
      {filtered ? (
        <Button asChild variant="outline" className="mt-6">
          <Link to={journal.path}>Show all perspectives</Link>
        </Button>
      ) : null}
    </div>
  );
}
