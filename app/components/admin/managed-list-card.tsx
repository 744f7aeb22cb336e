import type { UseMutationResult, UseQueryResult } from "@tanstack/react-query";
import { type LucideIcon, Pencil, Plus, Trash2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import { AdminCard } from "~/components/admin/card";
import { ConfirmDialog, confirmDialogIntent } from "~/components/admin/confirm-dialog";
import { EmptyState } from "~/components/admin/empty-state";
import type { OpenIntent } from "~/components/admin/load-when-open";
import { QueryView } from "~/components/admin/query-view";
import { Button } from "~/components/ui/button";
import { errorMessage } from "~/lib/error-message";
import { toast } from "~/lib/toast-store";

type Named = { id: number; name: string };

/** What the card's dialog is doing: nothing, a new item (`null`) or editing one. */
export type ListEditing<Item> = { item: Item | null } | null;

type Props<Item extends Named> = {
  headingId: string;
  title: string;
  /** One item and several, in lower case: "tag", "tags" → "New tag", "No tags yet". */
  noun: string;
  plural: string;
  description: string;
  icon: LucideIcon;
  className?: string;
  query: UseQueryResult<Item[]>;
  remove: UseMutationResult<unknown, Error, number, unknown>;
  /** The empty list's hint. */
  empty: ReactNode;
  /** What deleting this item does, in the confirmation. */
  deleteDescription: (item: Item) => string;
  listClassName: string;
  /** One list item: the item's own content with the card's Edit and Delete buttons. */
  renderItem: (item: Item, actions: ReactNode) => ReactNode;
  /** The new/edit dialog, open while `editing` is not null; `close` closes it. */
  renderDialog: (editing: ListEditing<Item>, close: () => void) => ReactNode;
  /** For New and Edit: fetches the dialog's code ahead (`loadWhenOpen`). */
  dialogIntent: OpenIntent;
  /** Below the list, e.g. the template placeholders. */
  children?: ReactNode;
};

/**
 * A Settings card of things the admin keeps for the whole team (message templates, tags):
 * the list with its loading, error and empty states, New, Edit and a confirmed Delete.
 */
export function ManagedListCard<Item extends Named>({
  headingId,
  title,
  noun,
  plural,
  description,
  icon: Icon,
  className,
  query,
  remove,
  empty,
  deleteDescription,
  listClassName,
  renderItem,
  renderDialog,
  dialogIntent,
  children,
}: Props<Item>) {
  const [editing, setEditing] = useState<ListEditing<Item>>(null);
  const [toDelete, setToDelete] = useState<Item | null>(null);
  const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

  const onDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        toast({
          title: `${capitalized(noun)} deleted`,
          description: toDelete.name,
          variant: "success",
        });
        setToDelete(null);
      },
      onError: (error) => {
        setToDelete(null);
        toast({ title: "Delete failed", description: errorMessage(error), variant: "destructive" });
      },
    });
  };

  const list = (
    <QueryView
      query={query}
      loading={`Loading the ${plural}`}
      errorTitle={`Error loading the ${plural}`}
      isEmpty={(items) => items.length === 0}
      empty={
        <EmptyState icon={Icon} title={`No ${plural} yet`}>
          {empty}
        </EmptyState>
      }
    >
      {(items) => (
        <ul className={listClassName} aria-label={capitalized(plural)}>
          {items.map((item) =>
            renderItem(
              item,
              <ItemActions
                name={item.name}
                editIntent={dialogIntent}
                onEdit={() => setEditing({ item })}
                onDelete={() => setToDelete(item)}
              />,
            ),
          )}
        </ul>
      )}
    </QueryView>
  );

  return (
    <AdminCard
      headingId={headingId}
      title={title}
      description={description}
      icon={Icon}
      className={className}
      action={
        <Button size="sm" onClick={() => setEditing({ item: null })} {...dialogIntent}>
          <Plus aria-hidden className="size-4" />
          New {noun}
        </Button>
      }
    >
      {children ? (
        <div className="grid gap-6">
          {list}
          {children}
        </div>
      ) : (
        list
      )}
      {renderDialog(editing, () => setEditing(null))}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => (open ? undefined : setToDelete(null))}
        title={`Delete ${noun}`}
        description={toDelete ? deleteDescription(toDelete) : ""}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        icon={Trash2}
        pending={remove.isPending}
        onConfirm={onDelete}
      />
    </AdminCard>
  );
}

/** An item's Edit and Delete buttons, named with the item for screen readers. */
function ItemActions({
  name,
  editIntent,
  onEdit,
  onDelete,
}: {
  name: string;
  editIntent: OpenIntent;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <div className="flex shrink-0 gap-1">
      <Button
        variant="ghost"
        size="sm"
        onClick={onEdit}
        aria-label={`Edit ${name}`}
        {...editIntent}
      >
        <Pencil aria-hidden className="size-4" />
        Edit
      </Button>
      <Button
        variant="danger-ghost"
        size="sm"
        onClick={onDelete}
        aria-label={`Delete ${name}`}
        {...confirmDialogIntent}
      >
        <Trash2 aria-hidden className="size-4" />
        Delete
      </Button>
    </div>
  );
}
