import type { Tag } from "@shared/schemas/tags";
import { Pencil, Plus, Tags, Trash2 } from "lucide-react";
import { useState } from "react";
import { AdminCard } from "~/components/admin/card";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { EmptyState } from "~/components/admin/empty-state";
import { QueryView } from "~/components/admin/query-view";
import { TagBadge } from "~/components/admin/tag-badge";
import { Button } from "~/components/ui/button";
import { errorMessage } from "~/lib/error-message";
import { useTags } from "~/lib/tags";
import { toast } from "~/lib/toast-store";
import { useDeleteTag } from "./api";
import { TagDialog } from "./tag-dialog";

type Editing = { tag: Tag | null } | null;

/**
 * The team's tags (contract §14), admins only: reviewers put them on submissions, the admin
 * keeps the list here.
 */
export function TagsCard({ className }: { className?: string }) {
  const tags = useTags();
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<Tag | null>(null);
  const remove = useDeleteTag();

  const onDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        toast({ title: "Tag deleted", description: toDelete.name, variant: "success" });
        setToDelete(null);
      },
      onError: (error) => {
        setToDelete(null);
        toast({ title: "Delete failed", description: errorMessage(error), variant: "destructive" });
      },
    });
  };

  return (
    <AdminCard
      headingId="tags-settings"
      title="Tags"
      description="Labels the team puts on startup ideas and investment interests."
      icon={Tags}
      className={className}
      action={
        <Button size="sm" onClick={() => setEditing({ tag: null })}>
          <Plus aria-hidden className="size-4" />
          New tag
        </Button>
      }
    >
      <QueryView
        query={tags}
        loading="Loading the tags"
        errorTitle="Error loading the tags"
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState icon={Tags} title="No tags yet">
            Create one, such as “Drought resilience” or “Follow up”, to label submissions.
          </EmptyState>
        }
      >
        {(list) => (
          <ul className="grid gap-2 sm:grid-cols-2" aria-label="Tags">
            {list.map((tag) => (
              <li
                key={tag.id}
                className="flex min-w-0 items-center justify-between gap-2 rounded-xl border border-forest-900/10 bg-forest-50/50 py-2 pr-2 pl-3"
              >
                <TagBadge tag={tag} className="min-w-0" />
                <div className="flex shrink-0 gap-1">
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setEditing({ tag })}
                    aria-label={`Edit ${tag.name}`}
                  >
                    <Pencil aria-hidden className="size-4" />
                    Edit
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-red-800 hover:bg-red-50"
                    onClick={() => setToDelete(tag)}
                    aria-label={`Delete ${tag.name}`}
                  >
                    <Trash2 aria-hidden className="size-4" />
                    Delete
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      <TagDialog
        tag={editing?.tag ?? null}
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
      />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => (open ? undefined : setToDelete(null))}
        title="Delete tag"
        description={`"${toDelete?.name ?? ""}" will be taken off every submission that carries it.`}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        icon={Trash2}
        pending={remove.isPending}
        onConfirm={onDelete}
      />
    </AdminCard>
  );
}
