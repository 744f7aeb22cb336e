import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import type { MessageTemplate } from "@shared/schemas/messages";
import { MenuItem, menuContentClass } from "~/components/admin/menu-item";
import { useTemplates } from "./api";
import { TemplateButton } from "./composer-form";

/** "Use a template": a menu of the team's templates (arrow keys move, Enter picks). */
export function TemplatePicker({ onPick }: { onPick: (template: MessageTemplate) => void }) {
  const templates = useTemplates();
  if (templates.isError) return <TemplateButton />;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <TemplateButton />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="start" sideOffset={6} className={menuContentClass}>
          {(templates.data ?? []).map((template) => (
            <MenuItem key={template.id} onSelect={() => onPick(template)}>
              {template.name}
            </MenuItem>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
