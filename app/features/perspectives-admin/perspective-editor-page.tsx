import { paths } from "@shared/config/paths";
import type { PerspectiveRecord } from "@shared/schemas/perspective";
import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { loadOnFirstUse } from "~/components/admin/load-on-first-use";
import { QueryView } from "~/components/admin/query-view";
import { Button } from "~/components/ui/button";
import { usePerspective } from "./api";
import { newArticleUse } from "./lazy-rich-text-editor";
import { PerspectiveFormStandIn } from "./perspective-form-stand-in";

// The form library, zod, the Radix switches and History load when the editor is first used
// (ADR 052); until then the screen draws the same form without them.
const PerspectiveFormOnUse = loadOnFirstUse(
  () => import("./perspective-form").then((module) => module.PerspectiveForm),
  PerspectiveFormStandIn,
);

/** One perspective's form, and its article's first use, kept while the form's code loads. */
function PerspectiveForm({ record }: { record: PerspectiveRecord | null }) {
  const [article] = useState(newArticleUse);
  return <PerspectiveFormOnUse record={record} article={article} />;
}

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
