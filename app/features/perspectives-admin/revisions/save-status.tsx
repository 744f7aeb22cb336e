import type { AutosaveState } from "./use-autosave";

const timeFormat = new Intl.DateTimeFormat("en-US", {
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** The autosave's state in the editor's header: "Saving…", "Saved · 10:42", or what failed. */
export function SaveStatus({ state }: { state: AutosaveState }) {
  const text =
    state.kind === "saving"
      ? "Saving…"
      : state.kind === "saved"
        ? `Saved · ${timeFormat.format(state.at)}`
        : state.kind === "failed"
          ? `Not saved: ${state.message}`
          : "";
  return (
    <p
      role="status"
      className={
        state.kind === "failed" ? "text-sm font-medium text-red-800" : "text-sm text-ink-muted"
      }
    >
      {text}
    </p>
  );
}
