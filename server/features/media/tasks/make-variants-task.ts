import { performance } from "node:perf_hooks";
import type { LookTask } from "../../../lib/worker-task";
import { claimDueImage, makeDueVariants } from "../due-variants";

/**
 * How long one look makes variants before the worker's other work (mail, the schedule, a
 * stop) comes in: two or three photos on a small server.
 */
const WORKING_MS_PER_LOOK = 5_000;

/**
 * Makes new uploads' variants at every look (ADR 046), an image at a time, each claimed with
 * `FOR UPDATE SKIP LOCKED` so that it is made once across instances. The upload wakes the
 * worker; an image whose worker stopped is taken again once its lease is over.
 */
export const makeVariantsTask: LookTask = {
  name: "make-image-variants",
  when: "wake",
  async run({ db, signal, lookAgain }) {
    const until = performance.now() + WORKING_MS_PER_LOOK;
    while (!signal.aborted) {
      if (performance.now() >= until) {
        lookAgain();
        return;
      }
      const image = await claimDueImage(db);
      if (!image) return;
      await makeDueVariants(db, image, signal);
    }
  },
};
