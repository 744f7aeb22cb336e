import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { ConfirmDialog, confirmDialogIntent } from "~/components/admin/confirm-dialog";
import { Button } from "~/components/ui/button";
import { errorMessage } from "~/lib/error-message";
import { toast } from "~/lib/toast-store";
import { useDeleteSubmission } from "./api";
import { SUBMISSION_KINDS, type SubmissionKind } from "./kinds";

/**
 * Delete (contract §12; admins only, the server refuses anyone else): asks first, naming
 * the person, then leaves for the list, since the record is gone.
 */
export function DeleteSubmissionButton({
  kind,
  id,
  name,
}: {
  kind: SubmissionKind;
  id: string;
  name: string;
}) {
  const texts = SUBMISSION_KINDS[kind];
  const noun = texts.recordLabel.toLowerCase();
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const { remove, forget } = useDeleteSubmission(kind, id);

  const onConfirm = () =>
    remove.mutate(undefined, {
      onSuccess: async () => {
        toast({
          title: `${texts.recordLabel} deleted`,
          description: `The ${noun} from ${name} and its comments are gone.`,
          variant: "success",
        });
        // Leave first: the record's own queries would only answer 404 now.
        await navigate(texts.adminPath);
        forget();
      },
      onError: (error) =>
        toast({
          title: "Could not delete",
          description: errorMessage(error),
          variant: "destructive",
        }),
    });

  return (
    <>
      <Button
        variant="danger-outline"
        size="sm"
        {...confirmDialogIntent}
        onClick={() => setOpen(true)}
      >
        <Trash2 aria-hidden className="size-4" />
        Delete
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => !remove.isPending && setOpen(next)}
        title={`Delete this ${noun}?`}
        description={`Delete the ${noun} from ${name}? Its comments go with it. This cannot be undone.`}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        icon={Trash2}
        pending={remove.isPending}
        onConfirm={onConfirm}
      />
    </>
  );
}
