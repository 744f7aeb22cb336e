import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import type { Tag } from "@shared/schemas/tags";
import { Check } from "lucide-react";
import { menuContentClass, menuItemClass } from "~/components/admin/menu-item";
import { cx } from "~/lib/cx";
import { errorMessage } from "~/lib/error-message";
import type { SubmissionKind } from "~/lib/submission-kinds";
import { useSetRecordTags, useTags } from "~/lib/tags";
import { toast } from "~/lib/toast-store";
import { TagBadge } from "./tag-badge";
import { TagPickerButton } from "./tag-picker-button";

/**
 * "Tags…": a menu of the team's tags, each a checkbox; ticking one saves at once (contract
 * §14) and the menu stays open for the next. Used on the detail page and on board cards.
 */
export function TagPicker({
  kind,
  id,
  name,
  selected,
  label = "Tags",
  className,
}: {
  kind: SubmissionKind;
  id: number;
  /** The record's name: heard in the button's name ("Tags of Alpha Farms"). */
  name: string;
  selected: readonly Tag[];
  /** The button's visible words ("Tags" on a card; "Edit tags" under a Tags heading). */
  label?: string;
  className?: string;
}) {
  const tags = useTags();
  const save = useSetRecordTags(kind, id);
  const selectedIds = selected.map((tag) => tag.id);

  const toggle = (tag: Tag, on: boolean) => {
    const next = on ? [...selectedIds, tag.id] : selectedIds.filter((each) => each !== tag.id);
    save.mutate(next, {
      onError: (error) =>
        toast({
          title: "Tags not saved",
          description: errorMessage(error),
          variant: "destructive",
        }),
    });
  };

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <TagPickerButton label={label} name={name} className={className} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className={cx(menuContentClass, "max-h-80 min-w-48 overflow-y-auto")}
        >
          <DropdownMenu.Label className="px-3 py-1.5 text-xs font-semibold text-ink-muted">
            {save.isPending ? "Saving…" : "Tags"}
          </DropdownMenu.Label>
          {tags.isPending ? (
            <p className="px-3 py-2 text-sm text-ink-muted">Loading tags…</p>
          ) : null}
          {tags.isError ? (
            <p className="px-3 py-2 text-sm text-red-800">
              Could not load the tags: {errorMessage(tags.error)}
            </p>
          ) : null}
          {tags.data?.length === 0 ? (
            <p className="max-w-56 px-3 py-2 text-sm text-ink-muted">
              No tags yet. An admin creates them in Settings.
            </p>
          ) : null}
          {tags.data?.map((tag) => {
            const checked = selectedIds.includes(tag.id);
            return (
              <DropdownMenu.CheckboxItem
                key={tag.id}
                checked={checked}
                disabled={save.isPending}
                // Stay open: several tags are often set in one go.
                onSelect={(event) => event.preventDefault()}
                onCheckedChange={(on) => toggle(tag, on === true)}
                className={cx(menuItemClass, "data-[disabled]:opacity-60")}
              >
                <span className="flex size-4 items-center justify-center">
                  <DropdownMenu.ItemIndicator>
                    <Check aria-hidden className="size-4 text-forest-800" />
                  </DropdownMenu.ItemIndicator>
                </span>
                <TagBadge tag={tag} />
              </DropdownMenu.CheckboxItem>
            );
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
