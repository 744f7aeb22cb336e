import { type Editor, useEditorState } from "@tiptap/react";
import { type KeyboardEvent, useRef, useState } from "react";
import { cx } from "~/lib/cx";
import { ToolTip } from "./tool-tip";
import { TOOL_BOX, ToolbarLayout, toolColors } from "./toolbar-layout";
import { type Shortcut, TOOL_GROUPS, type Tool, type ToolDialogs } from "./toolbar-tools";

type ToolState = { active: boolean | undefined; available: boolean };

const isMac = () => typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform);

const shortcutText = (shortcut: Shortcut) =>
  typeof shortcut === "string" ? shortcut : isMac() ? shortcut.mac : shortcut.other;

/** Where the arrow keys (and Home/End) move focus from button `index` of `count`. */
function nextIndex(key: string, index: number, count: number): number | null {
  const last = count - 1;
  if (key === "ArrowRight") return index === last ? 0 : index + 1;
  if (key === "ArrowLeft") return index === 0 ? last : index - 1;
  if (key === "Home") return 0;
  if (key === "End") return last;
  return null;
}

/** Whether each tool is pressed and usable, read from the editor on every change. */
function useToolStates(editor: Editor | null) {
  return useEditorState({
    editor,
    selector: ({ editor }): Record<string, ToolState> | null =>
      editor
        ? Object.fromEntries(
            TOOL_GROUPS.flat().map((tool) => [
              tool.name,
              { active: tool.isActive?.(editor), available: tool.canRun?.(editor) ?? true },
            ]),
          )
        : null,
  });
}

/**
 * The formatting toolbar: one tab stop, arrow keys (and Home/End) move between buttons
 * (the WAI-ARIA toolbar pattern).
 */
export function FormattingToolbar({
  editor,
  dialogs,
  disabled,
}: {
  editor: Editor | null;
  dialogs: ToolDialogs;
  disabled: boolean;
}) {
  const states = useToolStates(editor);
  const [current, setCurrent] = useState(TOOL_GROUPS[0]?.[0]?.name ?? "");
  const ref = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = Array.from(
      ref.current?.querySelectorAll<HTMLButtonElement>("button[data-tool]") ?? [],
    );
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0) return;
    const next = nextIndex(event.key, index, buttons.length);
    if (next === null) return;
    event.preventDefault();
    buttons[next]?.focus();
  };

  const button = (tool: Tool) => {
    const state = states?.[tool.name];
    const active = state?.active;
    const inert = disabled || !editor || !state?.available;
    const label = active && tool.activeLabel ? tool.activeLabel : tool.label;
    return (
      <ToolTip
        key={tool.name}
        label={tool.shortcut ? `${label} (${shortcutText(tool.shortcut)})` : label}
      >
        <button
          type="button"
          data-tool={tool.name}
          tabIndex={tool.name === current ? 0 : -1}
          onFocus={() => setCurrent(tool.name)}
          aria-label={label}
          aria-pressed={active}
          aria-disabled={inert || undefined}
          // The article keeps its selection: a click must not move focus out of it.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            if (!inert && editor) tool.run(editor, dialogs);
          }}
          className={cx(
            TOOL_BOX,
            "transition-colors",
            toolColors(active === true, !inert),
            inert && "cursor-default opacity-40",
          )}
        >
          <tool.icon aria-hidden className="size-4" />
        </button>
      </ToolTip>
    );
  };

  return (
    <ToolbarLayout
      ref={ref}
      role="toolbar"
      aria-label="Formatting"
      aria-disabled={disabled || !editor || undefined}
      onKeyDown={onKeyDown}
      draw={button}
    />
  );
}
