import * as AlertDialog from "@radix-ui/react-alert-dialog";
import { useState } from "react";
import { dialogBoxClass, dialogOverlayClass } from "~/components/admin/dialog-classes";
import { Button } from "~/components/ui/button";
import { dateTime } from "~/lib/dates";
import type { ConflictDialogProps } from "./conflict-dialog";
import { htmlToText, wordDiff } from "./word-diff";
import { WordDiffView } from "./word-diff-view";

/**
 * Someone saved this perspective after it was opened here: who and when, and the choice
 * between their version and this one. "Keep mine" first shows, word by word, what saving
 * would change in theirs, then saves over it.
 */
export default function ConflictDialogBox({
  conflict,
  onReloadTheirs,
  onKeepMine,
  onDismiss,
}: ConflictDialogProps) {
  const [comparing, setComparing] = useState(false);
  const [saving, setSaving] = useState(false);
  const who = conflict?.stale.savedBy
    ? (conflict.stale.savedBy.displayName ?? conflict.stale.savedBy.username)
    : "Someone";
  const close = () => {
    setComparing(false);
    onDismiss();
  };
  const theirs = conflict?.theirs;

  return (
    <AlertDialog.Root
      open={conflict !== null}
      onOpenChange={(open) => (open ? undefined : close())}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogOverlayClass} />
        <AlertDialog.Content
          className={`${dialogBoxClass("2xl")} max-h-[calc(100dvh-2rem)] overflow-y-auto`}
        >
          <AlertDialog.Title className="text-lg font-semibold text-forest-950">
            {who} saved this perspective
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-ink-muted">
            {who} saved it on {conflict ? dateTime(conflict.stale.savedAt) : ""}, after you opened
            it. Your changes are not saved yet.
          </AlertDialog.Description>

          {comparing && theirs && conflict ? (
            <div className="mt-4 grid gap-3">
              <h3 className="font-medium text-forest-950">What saving yours changes in theirs</h3>
              {theirs.title !== conflict.mine.title ? (
                <WordDiffView label="Title" parts={wordDiff(theirs.title, conflict.mine.title)} />
              ) : null}
              <WordDiffView
                label="Article text"
                parts={wordDiff(htmlToText(theirs.content), htmlToText(conflict.mine.content))}
              />
            </div>
          ) : null}

          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="outline" disabled={!theirs} onClick={onReloadTheirs}>
              Reload theirs
            </Button>
            {comparing ? (
              <Button
                disabled={!theirs || saving}
                onClick={async () => {
                  setSaving(true);
                  try {
                    await onKeepMine();
                    setComparing(false);
                  } finally {
                    setSaving(false);
                  }
                }}
              >
                {saving ? "Saving…" : "Save mine over theirs"}
              </Button>
            ) : (
              <Button disabled={!theirs} onClick={() => setComparing(true)}>
                Keep mine
              </Button>
            )}
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
