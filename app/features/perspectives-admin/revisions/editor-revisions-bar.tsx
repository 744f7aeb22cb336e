import type { PerspectiveRecord } from "@shared/schemas/perspective";
import { HistoryDialog } from "./history-dialog";
import { SaveStatus } from "./save-status";
import type { AutosaveState } from "./use-autosave";

/** Under the editor's heading: the autosave's state and the History panel. */
export function EditorRevisionsBar({
  record,
  autosave,
  onRestored,
}: {
  record: PerspectiveRecord;
  autosave: AutosaveState;
  onRestored: (record: PerspectiveRecord) => void;
}) {
  return (
    <div className="-mt-3 flex flex-wrap items-center justify-between gap-3">
      <SaveStatus state={autosave} />
      <HistoryDialog perspectiveId={record.id} onRestored={onRestored} />
    </div>
  );
}
