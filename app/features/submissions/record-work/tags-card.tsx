import type { Tag } from "@shared/schemas/tags";
import { AdminCard } from "~/components/admin/card";
import { TagList } from "~/components/admin/tag-badge";
import { TagPicker } from "~/components/admin/tag-picker";
import type { SubmissionKind } from "../kinds";

/** The record's tags (contract §14), and the picker that changes them. */
export function TagsCard({
  kind,
  record,
}: {
  kind: SubmissionKind;
  record: { id: number; name: string; tags: Tag[] };
}) {
  return (
    <AdminCard headingId="tags-heading">
      <div className="flex items-center justify-between gap-3">
        <h2 id="tags-heading" className="text-lg font-semibold text-forest-950">
          Tags
        </h2>
        <TagPicker
          kind={kind}
          id={record.id}
          name={record.name}
          selected={record.tags}
          label="Edit tags"
          className="border border-forest-700/30"
        />
      </div>
      {record.tags.length > 0 ? (
        <TagList tags={record.tags} className="mt-4" />
      ) : (
        <p className="mt-4 text-sm text-ink-muted">No tags yet.</p>
      )}
    </AdminCard>
  );
}
