import { zodResolver } from "@hookform/resolvers/zod";
import { SHARE_LIMITS } from "@shared/schemas/share-states";
import { introductionRequest, type ShareRecord } from "@shared/schemas/shares";
import { Handshake, Link2Off } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { AdminDialog } from "~/components/admin/admin-dialog";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { Button } from "~/components/ui/button";
import { FormField, Textarea } from "~/components/ui/form-field";
import { errorMessage } from "~/lib/error-message";
import { toast } from "~/lib/toast-store";
import { useIntroduce, useRevokeShare } from "./api";
import { canIntroduce, canRevoke, offersIntroduction } from "./share-state";

/**
 * What staff can do with one share (contract §18): withdraw the backer's link, and introduce
 * the two once both said yes. `rowName` names the row the buttons belong to, for screen readers.
 */
export function ShareActions({ share, rowName }: { share: ShareRecord; rowName: string }) {
  const revocable = canRevoke(share);
  const introducible = offersIntroduction(share);
  if (!revocable && !introducible) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {introducible ? <IntroduceButton share={share} rowName={rowName} /> : null}
      {revocable ? <RevokeButton share={share} rowName={rowName} /> : null}
    </div>
  );
}

function RevokeButton({ share, rowName }: { share: ShareRecord; rowName: string }) {
  const [confirming, setConfirming] = useState(false);
  const revoke = useRevokeShare();
  const onConfirm = () =>
    revoke.mutate(
      { shareId: share.id },
      {
        onSuccess: () => setConfirming(false),
        onError: (error) => {
          setConfirming(false);
          toast({ title: "Not revoked", description: errorMessage(error), variant: "destructive" });
        },
      },
    );
  return (
    <>
      <Button type="button" variant="danger-outline" size="sm" onClick={() => setConfirming(true)}>
        <Link2Off aria-hidden className="size-4" />
        Revoke link<span className="sr-only"> for {rowName}</span>
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Revoke this link?"
        description={
          share.state === "awaiting-founder"
            ? "The founder will no longer be asked about this backer, and no link will be sent. This cannot be undone."
            : "The backer's link stops working at once: its page says the studio withdrew it. This cannot be undone."
        }
        confirmLabel="Revoke link"
        pendingLabel="Revoking..."
        icon={Link2Off}
        pending={revoke.isPending}
        onConfirm={onConfirm}
      />
    </>
  );
}

type IntroductionValues = z.input<typeof introductionRequest>;

function IntroduceButton({ share, rowName }: { share: ShareRecord; rowName: string }) {
  const [open, setOpen] = useState(false);
  const ready = canIntroduce(share);
  const hintId = useId();
  return (
    <>
      <Button
        type="button"
        size="sm"
        disabled={!ready}
        aria-describedby={ready ? undefined : hintId}
        onClick={() => setOpen(true)}
      >
        <Handshake aria-hidden className="size-4" />
        Introduce<span className="sr-only"> {rowName}</span>
      </Button>
      {ready ? null : (
        <span id={hintId} className="self-center text-xs text-ink-muted">
          Once the backer and the founder both said yes
        </span>
      )}
      <AdminDialog
        open={open}
        onOpenChange={setOpen}
        title="Introduce the founder and the backer"
        description="One e-mail goes to both, naming each to the other with their e-mail addresses."
      >
        {open ? <IntroductionForm share={share} onDone={() => setOpen(false)} /> : null}
      </AdminDialog>
    </>
  );
}

function IntroductionForm({ share, onDone }: { share: ShareRecord; onDone: () => void }) {
  const noteId = useId();
  const introduce = useIntroduce();
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<IntroductionValues>({
    resolver: zodResolver(introductionRequest),
    defaultValues: { note: "" },
  });
  const onSubmit = (values: IntroductionValues) => {
    setProblem(null);
    introduce.mutate(
      { shareId: share.id, note: values.note ?? "" },
      {
        onSuccess: onDone,
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
      <FormField
        id={noteId}
        label="A note to both"
        hint="Added to the e-mail, e.g. why you think they should talk."
        error={errors.note?.message}
      >
        {(aria) => (
          <Textarea
            {...aria}
            rows={4}
            maxLength={SHARE_LIMITS.introductionNoteMax}
            {...register("note")}
          />
        )}
      </FormField>
      {problem ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          Not introduced: {problem}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={introduce.isPending}>
          <Handshake aria-hidden className="size-4" />
          {introduce.isPending ? "Introducing..." : "Introduce"}
        </Button>
      </div>
    </form>
  );
}
