import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { Button } from "~/components/ui/button";
import { dashboardStatsKey } from "~/lib/admin-query-keys";
import { apiRequest } from "~/lib/api-client";
import { errorMessage } from "~/lib/error-message";
import { toast } from "~/lib/toast-store";
import { SUBMISSION_KINDS, type SubmissionKind, submissionQueryKey } from "./kinds";

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
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () =>
      apiRequest<void>(`${texts.apiPath}/${encodeURIComponent(id)}`, { method: "DELETE" }),
  });

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
        queryClient.removeQueries({ queryKey: [...submissionQueryKey(kind), "detail", id] });
        void queryClient.invalidateQueries({ queryKey: [...submissionQueryKey(kind), "list"] });
        void queryClient.invalidateQueries({ queryKey: dashboardStatsKey });
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
      <Button variant="danger-outline" size="sm" onClick={() => setOpen(true)}>
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
