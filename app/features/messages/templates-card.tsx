import type { MessageTemplate } from "@shared/schemas/messages";
import { TEMPLATE_PLACEHOLDERS } from "@shared/schemas/messages";
import { FileText, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { AdminCard } from "~/components/admin/card";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { EmptyState } from "~/components/admin/empty-state";
import { QueryView } from "~/components/admin/query-view";
import { Button } from "~/components/ui/button";
import { errorMessage } from "~/lib/error-message";
import { toast } from "~/lib/toast-store";
import { useDeleteTemplate, useTemplates } from "./api";
import { PLACEHOLDER_MEANINGS } from "./placeholders";
import { TemplateDialog } from "./template-dialog";

type Editing = { template: MessageTemplate | null } | null;

/**
 * The team's message templates (contract §13), admins only: reviewers pick them when they
 * write, the admin keeps them here.
 */
export function TemplatesCard({ className }: { className?: string }) {
  const templates = useTemplates();
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<MessageTemplate | null>(null);
  const remove = useDeleteTemplate();

  const onDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        toast({ title: "Template deleted", description: toDelete.name, variant: "success" });
        setToDelete(null);
      },
      onError: (error) => {
        setToDelete(null);
        toast({ title: "Delete failed", description: errorMessage(error), variant: "destructive" });
      },
    });
  };

  return (
    <AdminCard
      headingId="message-templates"
      title="Message templates"
      description="Where the team's messages to founders and investors start from."
      icon={FileText}
      className={className}
      action={
        <Button size="sm" onClick={() => setEditing({ template: null })}>
          <Plus aria-hidden className="size-4" />
          New template
        </Button>
      }
    >
      <div className="grid gap-6">
        <QueryView
          query={templates}
          loading="Loading the templates"
          errorTitle="Error loading the templates"
          isEmpty={(list) => list.length === 0}
          empty={
            <EmptyState icon={FileText} title="No templates yet">
              Create one for the messages the team writes again and again.
            </EmptyState>
          }
        >
          {(list) => (
            <ul className="grid gap-3" aria-label="Templates">
              {list.map((template) => (
                <TemplateItem
                  key={template.id}
                  template={template}
                  onEdit={() => setEditing({ template })}
                  onDelete={() => setToDelete(template)}
                />
              ))}
            </ul>
          )}
        </QueryView>
        <Placeholders />
      </div>
      <TemplateDialog
        template={editing?.template ?? null}
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
      />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => (open ? undefined : setToDelete(null))}
        title="Delete template"
        description={`"${toDelete?.name ?? ""}" will be gone for the whole team. Messages already sent stay as they are.`}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        icon={Trash2}
        pending={remove.isPending}
        onConfirm={onDelete}
      />
    </AdminCard>
  );
}

function TemplateItem({
  template,
  onEdit,
  onDelete,
}: {
  template: MessageTemplate;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <li className="grid gap-2 rounded-xl border border-forest-900/10 bg-forest-50/50 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold break-words text-forest-950">{template.name}</p>
          <p className="text-sm break-words text-ink-muted">Subject: {template.subject}</p>
        </div>
        <div className="flex gap-1">
          <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`Edit ${template.name}`}>
            <Pencil aria-hidden className="size-4" />
            Edit
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-red-800 hover:bg-red-50"
            onClick={onDelete}
            aria-label={`Delete ${template.name}`}
          >
            <Trash2 aria-hidden className="size-4" />
            Delete
          </Button>
        </div>
      </div>
      <p className="line-clamp-3 text-sm break-words whitespace-pre-wrap text-ink">
        {template.body}
      </p>
    </li>
  );
}

/** The placeholders a template may use, and what each becomes. */
function Placeholders() {
  return (
    <section aria-labelledby="template-placeholders" className="grid gap-2">
      <h3 id="template-placeholders" className="text-sm font-semibold text-forest-950">
        Placeholders
      </h3>
      <dl className="grid gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[auto_1fr]">
        {TEMPLATE_PLACEHOLDERS.map((name) => (
          <div key={name} className="contents">
            <dt>
              <code className="rounded bg-forest-100 px-1.5 py-0.5 text-forest-950">{`{{${name}}}`}</code>
            </dt>
            <dd className="text-ink-muted max-sm:mb-2">{PLACEHOLDER_MEANINGS[name]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
