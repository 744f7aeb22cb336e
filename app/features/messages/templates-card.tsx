import { TEMPLATE_PLACEHOLDERS } from "@shared/schemas/message-texts";
import { FileText } from "lucide-react";
import { ManagedListCard } from "~/components/admin/managed-list-card";
import { useDeleteTemplate, useSaveTemplate, useTemplates } from "./api";
import { PLACEHOLDER_MEANINGS } from "./placeholders";
import { TemplateDialog } from "./template-dialog";

/**
 * The team's message templates (contract §13), admins only: reviewers pick them when they
 * write, the admin keeps them here.
 */
export function TemplatesCard({ className }: { className?: string }) {
  const save = useSaveTemplate();
  return (
    <ManagedListCard
      headingId="message-templates"
      title="Message templates"
      noun="template"
      plural="templates"
      description="Where the team's messages to founders and investors start from."
      icon={FileText}
      className={className}
      query={useTemplates()}
      remove={useDeleteTemplate()}
      empty="Create one for the messages the team writes again and again."
      deleteDescription={(template) =>
        `"${template.name}" will be gone for the whole team. Messages already sent stay as they are.`
      }
      listClassName="grid gap-3"
      renderItem={(template, actions) => (
        <li
          key={template.id}
          className="grid gap-2 rounded-xl border border-forest-900/10 bg-forest-50/50 p-4"
        >
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="font-semibold break-words text-forest-950">{template.name}</p>
              <p className="text-sm break-words text-ink-muted">Subject: {template.subject}</p>
            </div>
            {actions}
          </div>
          <p className="line-clamp-3 text-sm break-words whitespace-pre-wrap text-ink">
            {template.body}
          </p>
        </li>
      )}
      renderDialog={(editing, close) => (
        <TemplateDialog
          template={editing?.item ?? null}
          open={editing !== null}
          onOpenChange={(open) => (open ? undefined : close())}
          save={save}
        />
      )}
      dialogIntent={TemplateDialog.intent}
    >
      <Placeholders />
    </ManagedListCard>
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
