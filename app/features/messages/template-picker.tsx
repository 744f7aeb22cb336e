import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import type { MessageTemplate } from "@shared/schemas/messages";
import { ChevronDown, FileText } from "lucide-react";
import { MenuItem, menuContentClass } from "~/components/admin/menu-item";
import { Button } from "~/components/ui/button";
import { useTemplates } from "./api";

/** "Use a template": a menu of the team's templates (arrow keys move, Enter picks). */
export function TemplatePicker({ onPick }: { onPick: (template: MessageTemplate) => void }) {
  const templates = useTemplates();
  if (templates.isError) {
    return <p className="text-sm text-red-800">The templates could not be loaded.</p>;
  }
  const list = templates.data ?? [];
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button variant="outline" size="sm" disabled={templates.isPending || list.length === 0}>
          <FileText aria-hidden className="size-4" />
          {list.length === 0 && !templates.isPending ? "No templates yet" : "Use a template"}
          <ChevronDown aria-hidden className="size-4" />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="start" sideOffset={6} className={menuContentClass}>
          {list.map((template) => (
            <MenuItem key={template.id} onSelect={() => onPick(template)}>
              {template.name}
            </MenuItem>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
