import { insertMention, type MentionQuery, mentionQueryAt } from "@shared/lib/mentions";
import type { StaffRef } from "@shared/schemas/record-work";
import {
  type ComponentProps,
  type KeyboardEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { Textarea } from "~/components/ui/form-field";
import { useAdminSession } from "~/lib/admin-session";
import { useAssignees } from "~/lib/assignees";
import { cx } from "~/lib/cx";
import { staffName } from "~/lib/staff-name";

/** How many people the list offers at once. */
const OFFERED = 8;

type Props = Omit<ComponentProps<"textarea">, "value" | "onChange"> & {
  value: string;
  onValueChange: (value: string) => void;
};

/** Active staff (not me) whose username or name starts with what was typed after `@`. */
function matching(staff: StaffRef[], query: string, myId: number | undefined) {
  return staff
    .filter((person) => person.id !== myId)
    .filter((person) => {
      const words = [person.username, ...(person.displayName ?? "").toLowerCase().split(/\s+/u)];
      return words.some((word) => word.startsWith(query));
    })
    .slice(0, OFFERED);
}

/**
 * The comment box with @mentions (issue 23): typing `@` offers the active staff as a listbox
 * the text area controls (the ARIA autocomplete pattern: ↑ ↓ move, Enter or Tab picks,
 * Escape closes, the active option is the text area's active descendant, and a live region
 * says how many match); a pick writes `@username ` into the text.
 */
export function MentionField({ value, onValueChange, onKeyDown, className, ...props }: Props) {
  const listId = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const staff = useAssignees().data ?? [];
  const myId = useAdminSession().data?.id;
  const [caret, setCaret] = useState(0);
  // The active option, for the query it was chosen in: a new query starts at the top.
  const [active, setActive] = useState({ query: "", index: 0 });
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const [caretAfterPick, setCaretAfterPick] = useState<number | null>(null);

  const mention: MentionQuery | null = mentionQueryAt(value, caret);
  const options = mention ? matching(staff, mention.query, myId) : [];
  const open = mention !== null && mention.start !== dismissedAt && options.length > 0;
  const queryKey = mention ? `${mention.start}:${mention.query}` : "";
  const activeIndex =
    active.query === queryKey ? Math.min(active.index, Math.max(options.length - 1, 0)) : 0;
  // After a pick, the caret goes just after the inserted name.
  useLayoutEffect(() => {
    if (caretAfterPick === null || !textarea.current) return;
    textarea.current.setSelectionRange(caretAfterPick, caretAfterPick);
    setCaret(caretAfterPick);
    setCaretAfterPick(null);
  }, [caretAfterPick]);

  const pick = (person: StaffRef) => {
    if (!mention) return;
    const next = insertMention(value, mention, caret, person.username);
    onValueChange(next.text);
    setCaretAfterPick(next.caret);
    textarea.current?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (open && !event.ctrlKey && !event.metaKey) {
      const person = options[activeIndex];
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        event.preventDefault();
        const step = event.key === "ArrowDown" ? 1 : -1;
        setActive({
          query: queryKey,
          index: (activeIndex + step + options.length) % options.length,
        });
        return;
      }
      if ((event.key === "Enter" || event.key === "Tab") && person) {
        event.preventDefault();
        pick(person);
        return;
      }
      if (event.key === "Escape") {
        // Closes the list only: a dialog around the box stays open.
        event.preventDefault();
        event.stopPropagation();
        setDismissedAt(mention?.start ?? null);
        return;
      }
    }
    onKeyDown?.(event);
  };

  const optionId = (index: number) => `${listId}-option-${index}`;
  const readCaret = () => setCaret(textarea.current?.selectionStart ?? 0);

  return (
    <div className="relative">
      <Textarea
        {...props}
        ref={textarea}
        value={value}
        className={className}
        aria-autocomplete="list"
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open ? optionId(activeIndex) : undefined}
        onChange={(event) => {
          const { value: next, selectionStart } = event.target;
          onValueChange(next);
          setCaret(selectionStart);
          // Escape closes the list until that mention is gone; the next @ offers again.
          if (!mentionQueryAt(next, selectionStart)) setDismissedAt(null);
        }}
        onKeyDown={handleKeyDown}
        onKeyUp={readCaret}
        onClick={readCaret}
        onBlur={() => setDismissedAt(mention?.start ?? null)}
        onFocus={() => setDismissedAt(null)}
      />
      {open ? (
        <div
          id={listId}
          role="listbox"
          aria-label="Staff to mention"
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-64 overflow-auto rounded-xl border border-forest-900/15 bg-white p-1 shadow-lg"
        >
          {options.map((person, index) => (
            // The keyboard works the list from the text area (its active descendant).
            // biome-ignore lint/a11y/useKeyWithClickEvents: ↑ ↓ Enter are handled by the text area
            <div
              key={person.id}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={index === activeIndex}
              // Keeps the focus in the text area, so typing goes on where it was.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(person)}
              className={cx(
                "flex cursor-pointer items-baseline gap-2 rounded-lg px-3 py-2 text-sm",
                index === activeIndex ? "bg-forest-100 text-forest-950" : "text-ink",
              )}
            >
              <span className="font-semibold">{staffName(person)}</span>
              <span className="text-ink-muted">@{person.username}</span>
            </div>
          ))}
        </div>
      ) : null}
      <p className="sr-only" aria-live="polite">
        {open
          ? `${options.length} staff ${options.length === 1 ? "member matches" : "members match"}. Up and down arrows to choose, Enter to mention.`
          : ""}
      </p>
    </div>
  );
}
