import type { PerspectiveRecord, PerspectiveUpdate } from "@shared/schemas/perspective";
import { perspectiveInput } from "@shared/schemas/perspective";
import type { StaleSave } from "@shared/schemas/perspective-revisions";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { FormOutput } from "../perspective-form-checks";
import { type FormValues, valuesOf } from "../perspective-form-values";
import { adoptPerspective, fetchPerspective, staleSaveOf } from "./api";

export type Conflict = {
  stale: StaleSave;
  /** The article as the other person saved it; null while it loads. */
  theirs: PerspectiveRecord | null;
  /** This editor's fields when the save was refused. */
  mine: FormValues;
};

/**
 * A save refused with 412 because someone saved first: the conflict to show, and the two
 * ways out. "Reload theirs" puts their version in the form; "Keep mine" saves this
 * editor's fields over theirs, sending their ETag (so a third save meanwhile is caught).
 */
export function useSaveConflict({
  id,
  form,
  save,
}: {
  id: number;
  form: UseFormReturn<FormValues, unknown, FormOutput>;
  save: (payload: PerspectiveUpdate) => Promise<PerspectiveRecord>;
}) {
  const queryClient = useQueryClient();
  const [conflict, setConflict] = useState<Conflict | null>(null);

  /** True when `error` is a stale save, now shown as a conflict. */
  const caught = (error: unknown) => {
    const stale = staleSaveOf(error);
    if (!stale) return false;
    const mine = form.getValues();
    setConflict({ stale, theirs: null, mine });
    void fetchPerspective(id).then((theirs) =>
      setConflict((shown) => (shown ? { ...shown, theirs } : shown)),
    );
    return true;
  };

  const reloadTheirs = () => {
    if (!conflict?.theirs) return;
    adoptPerspective(queryClient, conflict.theirs);
    form.reset(valuesOf(conflict.theirs));
    setConflict(null);
  };

  const keepMine = async () => {
    if (!conflict?.theirs) return;
    adoptPerspective(queryClient, conflict.theirs);
    const saved = await save(perspectiveInput.parse(conflict.mine));
    form.reset(valuesOf(saved));
    setConflict(null);
  };

  return { conflict, caught, reloadTheirs, keepMine, dismiss: () => setConflict(null) };
}
