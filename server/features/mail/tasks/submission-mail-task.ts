import type { LookTask } from "../../../lib/worker-task";
import { SUBMISSIONS_PER_LOOK, writeSubmissionMail } from "../../submissions/submission-mail";

/**
 * Turns the mail new submissions owe (the mark on their `created` entry, ADR 024) into
 * outbox messages at every look, a look's worth at a time; after a full batch the worker looks
 * again at once, so the rest of a burst does not wait for the poll. Registered before
 * deliver-mail, which then sends what it wrote in the same look.
 */
export function submissionMailTask(publicUrl: string): LookTask {
  return {
    name: "submission-mail",
    when: "wake",
    async run({ db, lookAgain }) {
      if ((await writeSubmissionMail(db, publicUrl)) === SUBMISSIONS_PER_LOOK) lookAgain();
    },
  };
}
