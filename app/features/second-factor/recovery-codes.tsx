import { Copy, Download } from "lucide-react";
import { Button } from "~/components/ui/button";
import { toast } from "~/lib/toast-store";

/** Copies text to the clipboard and says so (or says it could not). */
export async function copyText(text: string, what: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: `${what} copied`, variant: "success" });
  } catch {
    toast({
      title: `Could not copy the ${what.toLowerCase()}`,
      description: "Select it and copy it by hand.",
      variant: "destructive",
    });
  }
}

function download(codes: string[]) {
  const text = `Rootstock Ventures recovery codes\nEach code signs in once, in place of a code from your authenticator app.\n\n${codes.join("\n")}\n`;
  const link = document.createElement("a");
  link.href = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
  link.download = "rootstock-recovery-codes.txt";
  link.click();
  URL.revokeObjectURL(link.href);
}

/** Ten recovery codes, shown this once: keep them somewhere safe, apart from the phone. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="grid gap-4">
      <p className="text-sm text-forest-950">
        Save these recovery codes now: they are shown only this once. Each signs you in once if you
        lose your phone.
      </p>
      <ul
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-x-4 gap-y-1.5 rounded-xl border border-forest-900/10 bg-forest-50/70 p-4 font-mono text-sm text-forest-950"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => void copyText(codes.join("\n"), "Recovery codes")}
        >
          <Copy aria-hidden className="size-4" />
          Copy
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={() => download(codes)}>
          <Download aria-hidden className="size-4" />
          Download
        </Button>
      </div>
      <Button type="button" onClick={onDone}>
        I have saved them
      </Button>
    </div>
  );
}
