import { Eraser } from "lucide-react";
import { type FormEvent, useState } from "react";
import { AdminDialog } from "~/components/admin/admin-dialog";
import { Button } from "~/components/ui/button";
import { FormField, Input } from "~/components/ui/form-field";
import { errorMessage } from "~/lib/error-message";
import { toast } from "~/lib/toast-store";
import { addressInputProps } from "./address-input";
import { useErasePerson } from "./api";
import { countOf } from "./counts";

/**
 * "Erase everything": irreversible and about a person rather than a record, so the admin
 * types the address instead of clicking through a yes/no question.
 */
export function EraseDialog({ email, onErased }: { email: string; onErased: () => void }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const erase = useErasePerson();
  const matches = typed.trim().toLowerCase() === email.toLowerCase();

  const onOpenChange = (next: boolean) => {
    // The dialog stays open until the server has answered.
    if (erase.isPending) return;
    setOpen(next);
    if (!next) setTyped("");
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!matches || erase.isPending) return;
    erase.mutate(email, {
      onSuccess: ({ erased }) => {
        setOpen(false);
        setTyped("");
        toast({
          title: "Personal data erased",
          description: `Erased ${countOf(erased.startupIdeas, "startup idea")} and ${countOf(
            erased.investmentInterests,
            "investment interest",
          )} held for ${email}.`,
          variant: "success",
        });
        onErased();
      },
      onError: (error) =>
        toast({
          title: "Could not erase",
          description: errorMessage(error),
          variant: "destructive",
        }),
    });
  };

  return (
    <>
      <Button variant="danger-outline" size="sm" onClick={() => setOpen(true)}>
        <Eraser aria-hidden className="size-4" />
        Erase everything
      </Button>
      <AdminDialog
        open={open}
        onOpenChange={onOpenChange}
        title="Erase everything?"
        description="Every startup idea and investment interest sent from this address goes, with its notes and comments; the activity log and the outbox keep nothing that names the person. This cannot be undone."
      >
        <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Erase everything">
          <FormField
            id="erase-confirm"
            label="Type the address to confirm"
            required
            hint={`Type ${email}`}
          >
            {(aria) => (
              <Input
                {...aria}
                {...addressInputProps}
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
              />
            )}
          </FormField>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" disabled={!matches || erase.isPending}>
              <Eraser aria-hidden className="size-4" />
              {erase.isPending ? "Erasing..." : "Erase everything"}
            </Button>
          </div>
        </form>
      </AdminDialog>
    </>
  );
}
