import { Tags } from "lucide-react";
import { ManagedListCard } from "~/components/admin/managed-list-card";
import { TagBadge } from "~/components/admin/tag-badge";
import { useTags } from "~/lib/tags";
import { useDeleteTag, useSaveTag } from "./api";
import { TagDialog } from "./tag-dialog";

/**
 * The team's tags (contract §14), admins only: reviewers put them on submissions, the admin
 * keeps the list here.
 */
export function TagsCard({ className }: { className?: string }) {
  const save = useSaveTag();
  return (
    <ManagedListCard
      headingId="tags-settings"
      title="Tags"
      noun="tag"
      plural="tags"
      description="Labels the team puts on startup ideas and investment interests."
      icon={Tags}
      className={className}
      query={useTags()}
      remove={useDeleteTag()}
      empty="Create one, such as “Drought resilience” or “Follow up”, to label submissions."
      deleteDescription={(tag) =>
        `"${tag.name}" will be taken off every submission that carries it.`
      }
      listClassName="grid gap-2 sm:grid-cols-2"
      renderItem={(tag, actions) => (
        <li
          key={tag.id}
          className="flex min-w-0 items-center justify-between gap-2 rounded-xl border border-forest-900/10 bg-forest-50/50 py-2 pr-2 pl-3"
        >
          <TagBadge tag={tag} className="min-w-0" />
          {actions}
        </li>
      )}
      renderDialog={(editing, close) => (
        <TagDialog
          tag={editing?.item ?? null}
          open={editing !== null}
          onOpenChange={(open) => (open ? undefined : close())}
          save={save}
        />
      )}
      dialogIntent={TagDialog.intent}
    />
  );
}
