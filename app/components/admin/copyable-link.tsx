import { Copy } from "lucide-react";
import { type ReactNode, useRef } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/form-field";
import { toast } from "~/lib/toast-store";

/**
 * A link to hand to someone (a sign-in invitation, a preview), or a secret shown once (an
 * API token): read-only, selected on focus, with Copy, which selects the text for the person
 * to copy when the clipboard refuses. `children` says what it does, under it; `actions` sit
 * beside Copy. `noun` names it in the button and the toasts ("link" unless told).
 */
export function CopyableLink({
  id,
  label,
  url,
  noun = "link",
  children,
  actions,
}: {
  id: string;
  label: string;
  url: string;
  noun?: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  const input = useRef<HTMLInputElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({
        title: `${noun.charAt(0).toUpperCase()}${noun.slice(1)} copied`,
        variant: "success",
      });
    } catch {
      input.current?.focus();
      input.current?.select();
      toast({
        title: "Copy it yourself",
        description: `The ${noun} is selected: press Ctrl+C or ⌘C.`,
      });
    }
  };
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-forest-950">
        {label}
      </label>
      <Input
        ref={input}
        id={id}
        readOnly
        value={url}
        aria-describedby={`${id}-note`}
        onFocus={(event) => event.currentTarget.select()}
      />
      <p id={`${id}-note`} className="text-sm text-ink-muted">
        {children}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" onClick={copy}>
          <Copy aria-hidden className="size-4" />
          Copy {noun}
        </Button>
        {actions}
      </div>
    </div>
  );
}
