import { paths } from "@shared/config/paths";
import { data, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { adminMeta } from "~/lib/admin-meta";

// The screen renders in the browser, but the address is still unknown: the document says 404.
export function loader() {
  return data(null, { status: 404 });
}

export const meta = () => adminMeta("Not found");

export default function AdminNotFound() {
  return (
    <section className="mx-auto max-w-lg py-16 text-center">
      <h1 className="text-3xl font-semibold text-forest-950">404 Page Not Found</h1>
      <p className="mt-3 text-ink-muted">This admin screen does not exist.</p>
      <Button asChild className="mt-6">
        <Link to={paths.admin.dashboard}>Back to the dashboard</Link>
      </Button>
    </section>
  );
}
