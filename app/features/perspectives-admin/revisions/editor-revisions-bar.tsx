import type { ReactNode } from "react";
import { SaveStatus } from "./save-status";
import type { AutosaveState } from "./use-autosave";

/** Under the editor's heading: the autosave's state and the History panel (`history`). */
export function EditorRevisionsBar({
  autosave,
  history,
}: {
  autosave: AutosaveState;
  history: ReactNode;
}) {
  return (
    <div className="-mt-3 flex flex-wrap items-center justify-between gap-3">
      <SaveStatus state={autosave} />
      {history}
    </div>
  );
}
