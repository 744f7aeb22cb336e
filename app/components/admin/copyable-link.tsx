import { Copy } from "lucide-react";
import { type ReactNode, useRef } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/form-field";
import { toast } from "~/lib/toast-store";

/**
 * A link to hand to someone (a sign-in invitation, a preview): read-only, selected on focus,
 * with Copy link, which selects the text for the person to copy when the clipboard refuses.
 * `children` says what the link does, under it; `actions` sit beside Copy link.
 */
export function CopyableLink({
  id,
  label,
  url,
  children,
  actions,
  copied = "Link copied",
  copyLabel = "Copy link",
}: {
  id: string;
  label: string;
  url: string;
  /** The toast once copied, and the button's label, for something that is not a link. */
  copied?: string;
  copyLabel?: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  const input = useRef<HTMLInputElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: copied, variant: "success" });
    } catch {
      input.current?.focus();
      input.current?.select();
      toast({
        title: "Copy it yourself",
        description: "It is selected: press Ctrl+C or ⌘C.",
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
          {copyLabel}
        </Button>
        {actions}
      </div>
    </div>
  );
}
