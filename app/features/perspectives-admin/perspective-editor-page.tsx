import { paths } from "@shared/config/paths";
import { ArrowLeft, CircleAlert } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { ApiError } from "~/lib/api-client";
import { usePerspective } from "./api";
import { PerspectiveForm } from "./perspective-form";

/** /admin/perspectives/new creates; /admin/perspectives/{id} edits that perspective. */
export function PerspectiveEditorPage({ id }: { id: string }) {
  const numericId = /^[1-9]\d{0,15}$/.test(id) ? Number(id) : null;
  const perspective = usePerspective(id === "new" ? null : numericId);

  if (id === "new") return <PerspectiveForm key="new" record={null} />;
  if (numericId === null) return <LoadError message="Perspective not found" />;
  if (perspective.isPending) return <Spinner label="Loading perspective" />;
  if (perspective.isError) {
    const { error } = perspective;
    return (
      <LoadError
        message={
          error instanceof ApiError && error.status === 404
            ? "Perspective not found"
            : error.message || "Perspective not found"
        }
      />
    );
  }
  // A new record (after creating) mounts a fresh form and editor.
  return <PerspectiveForm key={perspective.data.id} record={perspective.data} />;
}

function LoadError({ message }: { message: string }) {
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-lg flex-col items-center rounded-2xl border border-red-200 bg-white p-8 text-center shadow-sm"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-red-50 text-red-700">
        <CircleAlert aria-hidden className="size-6" />
      </span>
      <h1 className="mt-4 text-xl font-semibold text-forest-950">Error loading perspective</h1>
      <p className="mt-2 break-words text-ink-muted">{message}</p>
      <Button asChild variant="outline" className="mt-6">
        <Link to={paths.admin.perspectives}>
          <ArrowLeft aria-hidden className="size-4" />
          Back to Strategic Perspectives
        </Link>
      </Button>
    </div>
  );
}
