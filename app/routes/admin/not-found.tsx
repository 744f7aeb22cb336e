import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { adminMeta } from "~/lib/admin-meta";

export const meta = () => adminMeta("Not found");

export default function AdminNotFound() {
  return (
    <section className="mx-auto max-w-lg py-16 text-center">
      <h1 className="text-3xl font-semibold text-forest-950">404 Page Not Found</h1>
      <p className="mt-3 text-ink-muted">This admin screen does not exist.</p>
      <Button asChild className="mt-6">
        <Link to="/admin">Back to the dashboard</Link>
      </Button>
    </section>
  );
}
