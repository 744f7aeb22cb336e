import { paths } from "@shared/config/paths";
import { type FormEvent, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { usePublicWrite } from "~/lib/use-public-write";
import { withdrawSubmission } from "./status-api";

type WithdrawControlProps = { token: string; noun: string };

/**
 * "Withdraw and delete my data" (contract §13), behind a confirmation in a modal dialog (the
 * browser's own `<dialog>`: focus moves into it and stays there, Escape closes it, focus goes
 * back to the button). Confirmed, the submission is erased and the browser goes to a page
 * saying so. The opener is a form, so a press made before the island's code arrived is held
 * and made again once it has (~/lib/islands).
 */
export function WithdrawControl({ token, noun }: WithdrawControlProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const [leaving, setLeaving] = useState(false);
  const { working: sending, failure, setFailure, run } = usePublicWrite();
  const working = sending || leaving;

  const open = (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    dialogRef.current?.showModal();
    cancelRef.current?.focus();
  };
  const close = () => {
    dialogRef.current?.close();
    openerRef.current?.focus();
  };
  const confirm = () =>
    run(async () => {
      await withdrawSubmission(token);
      // Its buttons stay held while the next page loads.
      setLeaving(true);
      window.location.assign(paths.statusWithdrawn);
    }, "It could not be withdrawn. Please try again.");

  return (
    <section
      aria-labelledby="withdraw-heading"
      className="mt-6 rounded-2xl border border-red-200 bg-white p-5 sm:p-6"
    >
      <h2 id="withdraw-heading" className="text-lg font-semibold text-forest-950">
        Withdraw your {noun}
      </h2>
      <p className="mt-2 text-ink-muted">
        Changed your mind? Withdrawing deletes your {noun}, our messages with you and every other
        piece of your data we hold for it. It cannot be undone.
      </p>
      <form onSubmit={open} className="mt-4">
        <Button ref={openerRef} type="submit" variant="danger-outline">
          Withdraw and delete my data
        </Button>
      </form>
      <dialog
        ref={dialogRef}
        aria-labelledby="withdraw-dialog-title"
        aria-describedby="withdraw-dialog-text"
        onCancel={(event) => {
          event.preventDefault();
          if (!working) close();
        }}
        className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl bg-white p-6 text-ink shadow-xl backdrop:bg-forest-950/60"
      >
        <h2 id="withdraw-dialog-title" className="text-xl font-semibold text-forest-950">
          Withdraw and delete your data?
        </h2>
        <p id="withdraw-dialog-text" className="mt-3 text-ink-muted">
          Your {noun}, the messages about it and your details are deleted for good, and this page's
          link stops working. The team will not be able to reply.
        </p>
        {failure ? (
          <p role="alert" className="mt-3 text-sm font-medium text-red-700">
            {failure}
          </p>
        ) : null}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button
            ref={cancelRef}
            type="button"
            variant="outline"
            onClick={close}
            disabled={working}
          >
            Keep it
          </Button>
          <Button type="button" variant="danger" onClick={confirm} disabled={working}>
            {working ? "Deleting..." : "Yes, withdraw and delete"}
          </Button>
        </div>
      </dialog>
    </section>
  );
}
