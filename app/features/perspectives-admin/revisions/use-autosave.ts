import { type PerspectiveUpdate, perspectiveInput } from "@shared/schemas/perspective";
import { useEffect, useRef, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { FormOutput } from "../perspective-form-checks";
import type { FormValues } from "../perspective-form-values";

/** How long after the last change a draft is saved on its own (contract §15). */
export const AUTOSAVE_DELAY_MS = 3000;

export type AutosaveState =
  | { kind: "idle" }
  | { kind: "saving" }
  | { kind: "saved"; at: Date }
  | { kind: "failed"; message: string };

/**
 * Saves a draft on its own 3 s after the last change, as an autosave (never publishing:
 * `published` and `featured` are not sent). Only a saved draft is autosaved, not a new,
 * published or scheduled article, and only once its fields are valid. After the save the
 * form counts what was saved as unchanged, keeping whatever was typed meanwhile.
 */
export function useAutosave({
  form,
  enabled,
  save,
  paused,
}: {
  form: UseFormReturn<FormValues, unknown, FormOutput>;
  enabled: boolean;
  save: (payload: PerspectiveUpdate) => Promise<unknown>;
  /** True while a save by hand or a conflict is under way: no autosave then. */
  paused: boolean;
}) {
  const [state, setState] = useState<AutosaveState>({ kind: "idle" });
  const { watch, getValues, reset, formState } = form;
  const saveRef = useRef(save);
  saveRef.current = save;
  const pausedRef = useRef(paused);
  pausedRef.current = paused;
  // A save by hand may have saved these very changes while the timer ran.
  const dirtyRef = useRef(formState.isDirty);
  dirtyRef.current = formState.isDirty;

  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = watch(() => {
      clearTimeout(timer);
      timer = setTimeout(async () => {
        if (pausedRef.current || !dirtyRef.current) return;
        const values = getValues();
        const parsed = perspectiveInput.safeParse(values);
        if (!parsed.success) return;
        // What an autosave may not change (AUTOSAVE_REFUSED_FIELDS): the server refuses it.
        const {
          published: _published,
          publishAt: _publishAt,
          featured: _featured,
          ...fields
        } = parsed.data;
        setState({ kind: "saving" });
        try {
          await saveRef.current({ ...fields, autosave: true });
          reset(values, { keepValues: true, keepErrors: true });
          setState({ kind: "saved", at: new Date() });
        } catch (error) {
          setState({
            kind: "failed",
            message: error instanceof Error ? error.message : String(error),
          });
        }
      }, AUTOSAVE_DELAY_MS);
    });
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [enabled, watch, getValues, reset]);

  return { state, dirty: formState.isDirty };
}
