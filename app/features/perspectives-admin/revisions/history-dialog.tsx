import type { PerspectiveRecord } from "@shared/schemas/perspective";
import type { RevisionSummary, StaleSave } from "@shared/schemas/perspective-revisions";
import { useQueryClient } from "@tanstack/react-query";
import { RotateCcw } from "lucide-react";
import { useState } from "react";
import { AdminDialog } from "~/components/admin/admin-dialog";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { Button } from "~/components/ui/button";
import { dateTime } from "~/lib/dates";
import { errorMessage } from "~/lib/error-message";
import { toast } from "~/lib/toast-store";
import {
  adoptPerspective,
  fetchPerspective,
  staleSaveOf,
  useRestoreRevision,
  useRevision,
  useRevisions,
} from "./api";
import { HistoryButton } from "./history-button";
import { RevisionComparison } from "./revision-comparison";

const authorOf = (revision: RevisionSummary) =>
  revision.author ? (revision.author.displayName ?? revision.author.username) : "A former account";

/**
 * The perspective's History: its revisions (who, when), what changed between the one chosen
 * and another (by default the one before it), and restoring the chosen one after asking.
 */
export function HistoryDialog({
  perspectiveId,
  onRestored,
}: {
  perspectiveId: number;
  onRestored: (record: PerspectiveRecord) => void;
}) {
  const [open, setOpen] = useState(false);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [otherId, setOtherId] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  /**
   * The restore was refused: someone saved after this editor opened the article. Their
   * version is adopted (its ETag sent) only when the editor restores over it.
   */
  const [stale, setStale] = useState<{ save: StaleSave; theirs: PerspectiveRecord } | null>(null);
  const queryClient = useQueryClient();
  const revisions = useRevisions(perspectiveId, open);
  const list = revisions.data ?? [];
  const chosenIndex = list.findIndex((revision) => revision.id === chosenId);
  // By default the version before it; the first version is compared with the one after.
  const compareId = otherId ?? list[chosenIndex + 1]?.id ?? list[chosenIndex - 1]?.id ?? null;
  const chosen = useRevision(perspectiveId, chosenId);
  const other = useRevision(perspectiveId, compareId);
  const restore = useRestoreRevision(perspectiveId);
  const otherIsOlder = list.findIndex((revision) => revision.id === compareId) > chosenIndex;

  const restoreChosen = async () => {
    if (chosenId === null) return;
    try {
      if (stale) adoptPerspective(queryClient, stale.theirs);
      const record = await restore.mutateAsync(chosenId);
      onRestored(record);
      setConfirming(false);
      setStale(null);
      setOpen(false);
      toast({
        title: "Version restored",
        description: "The article is as it was then.",
        variant: "success",
      });
    } catch (error) {
      const refused = staleSaveOf(error);
      const theirs = refused ? await fetchPerspective(perspectiveId).catch(() => null) : null;
      if (refused && theirs) {
        // Someone saved after this editor opened the article: say who, and restore over
        // their version only if asked again (their save stays in the history).
        setStale({ save: refused, theirs });
        return;
      }
      setConfirming(false);
      toast({
        title: "Error",
        description: `Failed to restore: ${errorMessage(error)}`,
        variant: "destructive",
      });
    }
  };
  const staleSaver = stale?.save.savedBy
    ? (stale.save.savedBy.displayName ?? stale.save.savedBy.username)
    : "Someone";

  return (
    <>
      <HistoryButton onClick={() => setOpen(true)} />
      <AdminDialog
        open={open}
        onOpenChange={setOpen}
        title="History"
        description="Every save of this perspective, newest first. Choose one to see what changed."
        width="4xl"
      >
        {revisions.isPending ? <p>Loading history…</p> : null}
        <div className="grid gap-6 md:grid-cols-[16rem_1fr]">
          <fieldset className="grid content-start gap-1">
            <legend className="mb-2 text-sm font-medium text-forest-950">Versions</legend>
            {list.map((revision) => (
              <label
                key={revision.id}
                className="flex cursor-pointer gap-2 rounded-lg p-2 text-sm hover:bg-forest-100 has-[:checked]:bg-forest-100"
              >
                <input
                  type="radio"
                  name="revision"
                  checked={chosenId === revision.id}
                  onChange={() => {
                    setChosenId(revision.id);
                    setOtherId(null);
                  }}
                />
                <span>
                  <span className="block font-medium">{dateTime(revision.savedAt)}</span>
                  <span className="block text-ink-muted">{authorOf(revision)}</span>
                  <span className="block break-words">{revision.title}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <div className="grid content-start gap-4">
            {chosenId === null ? (
              <p className="text-ink-muted">Choose a version to compare and restore.</p>
            ) : (
              <>
                <label className="grid gap-1 text-sm">
                  <span className="font-medium">Compare with</span>
                  <select
                    className="rounded-lg border border-forest-900/20 p-2"
                    value={compareId ?? ""}
                    onChange={(event) => setOtherId(Number(event.target.value) || null)}
                  >
                    {list
                      .filter((revision) => revision.id !== chosenId)
                      .map((revision) => (
                        <option key={revision.id} value={revision.id}>
                          {dateTime(revision.savedAt)} · {authorOf(revision)}
                        </option>
                      ))}
                  </select>
                </label>
                {chosen.data && other.data ? (
                  otherIsOlder ? (
                    <RevisionComparison older={other.data} newer={chosen.data} />
                  ) : (
                    <RevisionComparison older={chosen.data} newer={other.data} />
                  )
                ) : compareId === null ? (
                  <p className="text-ink-muted">This is the first version.</p>
                ) : (
                  <p>Loading version…</p>
                )}
                <div>
                  <Button onClick={() => setConfirming(true)}>
                    <RotateCcw aria-hidden className="size-4" />
                    Restore this version
                  </Button>
                </div>
              </>
            )}
          </div>
        </div>
      </AdminDialog>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(next) => {
          setConfirming(next);
          if (!next) setStale(null);
        }}
        title={stale ? `${staleSaver} saved this perspective` : "Restore this version?"}
        description={
          stale
            ? `${staleSaver} saved it on ${dateTime(stale.save.savedAt)}, after you opened it. Restoring replaces their version too; theirs stays in the history.`
            : "Its title, summary, text, category, author and images replace the current ones. Whether the article is published stays as it is; the current version stays in the history."
        }
        confirmLabel={stale ? "Restore over theirs" : "Restore"}
        pendingLabel="Restoring…"
        icon={RotateCcw}
        pending={restore.isPending}
        onConfirm={() => void restoreChosen()}
      />
    </>
  );
}
