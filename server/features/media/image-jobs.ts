import sharp from "sharp";

/*
 * Image work runs on libvips' own threads (sharp's promises), never on the event loop. The
 * server stays lean: libvips keeps no cache of decoded images, each image is worked by one
 * thread, and at most two images are worked at once, so a burst of uploads or first views of
 * new variants cannot take every core or hold many decoded photos in memory at once.
 */
sharp.cache(false);
sharp.concurrency(1);

const MAX_RUNNING = 2;
let running = 0;
const waiting: (() => void)[] = [];

/** Runs `job` when fewer than two image jobs are running. */
export async function runImageJob<Result>(job: () => Promise<Result>): Promise<Result> {
  if (running >= MAX_RUNNING) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await job();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

export { sharp };
