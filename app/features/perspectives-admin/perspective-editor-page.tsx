import { paths } from "@shared/config/paths";
import type { PerspectiveRecord } from "@shared/schemas/perspective";
import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { QueryView } from "~/components/admin/query-view";
import { Button } from "~/components/ui/button";
import { usePerspective } from "./api";
import { PerspectiveForm } from "./perspective-form";

/** /admin/perspectives/new creates; /admin/perspectives/{id} edits that perspective. */
export function PerspectiveEditorPage({
  id,
  drawn,
}: {
  id: string;
  /** The record as the server drew it on the first page loaded (ADR 055). */
  drawn?: PerspectiveRecord;
}) {
  const perspective = usePerspective(id, drawn);
  if (id === "new") return <PerspectiveForm key="new" record={null} />;
  return (
    <QueryView
      query={perspective}
      loading="Loading perspective"
      errorTitle="Error loading perspective"
      notFoundMessage="Perspective not found"
      errorHeadingLevel={1}
      errorAction={
        <Button asChild variant="outline" size="sm">
          <Link to={paths.admin.perspectives}>
            <ArrowLeft aria-hidden className="size-4" />
            Back to Strategic Perspectives
          </Link>
        </Button>
      }
    >
      {/* A new record (after creating) mounts a fresh form and editor. */}
      {(record) => <PerspectiveForm key={record.id} record={record} />}
    </QueryView>
  );
}
