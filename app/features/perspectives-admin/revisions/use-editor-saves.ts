import type { PerspectiveRecord, PerspectiveUpdate } from "@shared/schemas/perspective";
import type { UseFormReturn } from "react-hook-form";
import type { FormOutput } from "../perspective-form-checks";
import type { FormValues } from "../perspective-form-values";
import { useAutosave } from "./use-autosave";
import { useSaveConflict } from "./use-save-conflict";

/**
 * The editor's saves as two people may make them (contract §15): a draft autosaved 3 s
 * after the last change, and a save refused because someone else saved first shown as a
 * conflict. `caught` tells the form's own save that its error is such a conflict.
 */
export function useEditorSaves({
  record,
  form,
  save,
  saving,
}: {
  record: PerspectiveRecord | null;
  form: UseFormReturn<FormValues, unknown, FormOutput>;
  save: (payload: PerspectiveUpdate) => Promise<PerspectiveRecord>;
  saving: boolean;
}) {
  const conflicts = useSaveConflict({ id: record?.id ?? 0, form, save });
  const scheduled = Boolean((record as { publishAt?: string | null } | null)?.publishAt);
  const autosave = useAutosave({
    form,
    enabled: record !== null && !record.published && !scheduled,
    paused: saving || conflicts.conflict !== null,
    save: async (payload) => {
      try {
        return await save(payload);
      } catch (error) {
        conflicts.caught(error);
        throw error;
      }
    },
  });
  return {
    caught: conflicts.caught,
    autosave: autosave.state,
    conflictDialog: {
      conflict: conflicts.conflict,
      onReloadTheirs: conflicts.reloadTheirs,
      onKeepMine: conflicts.keepMine,
      onDismiss: conflicts.dismiss,
    },
  };
}
