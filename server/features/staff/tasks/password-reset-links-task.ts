import type { LookTask } from "../../../lib/worker-task";
import { RESET_REQUESTS_PER_LOOK, sendPasswordResetLinks } from "../send-password-reset-links";

/**
 * Answers forgotten-password requests at every look (ADR 058), a look's worth at a time;
 * after a full batch the worker looks again at once. Registered before deliver-mail, which
 * then sends the links in the same look.
 */
export function passwordResetLinksTask(publicUrl: string): LookTask {
  return {
    name: "password-reset-links",
    when: "wake",
    async run({ db, lookAgain }) {
      if ((await sendPasswordResetLinks(db, publicUrl)) === RESET_REQUESTS_PER_LOOK) lookAgain();
    },
  };
}
