import type SharpModule from "sharp";

/** sharp's default export: makes a `Sharp` pipeline from bytes. */
export type SharpFactory = typeof SharpModule;

/*
 * Image work runs on libvips' own threads (sharp's promises), never on the event loop. The
 * server stays lean: libvips keeps no cache of decoded images, each image is worked by one
 * thread, and at most two images are worked at once, so a burst of uploads or first views of
 * new variants cannot take every core or hold many decoded photos in memory at once.
 *
 * sharp (and libvips with it, some 20 MB resident) is loaded by the first image job rather
 * than at start: most processes never work an image (issue 26).
 */
let loading: Promise<SharpFactory> | undefined;
function loadSharp(): Promise<SharpFactory> {
  loading ??= import("sharp").then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return loading;
}

const MAX_RUNNING = 2;
let running = 0;
const waiting: (() => void)[] = [];

/** Runs `job` with sharp when fewer than two image jobs are running. */
export async function runImageJob<Result>(
  job: (sharp: SharpFactory) => Promise<Result>,
): Promise<Result> {
  const sharp = await loadSharp();
  if (running >= MAX_RUNNING) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await job(sharp);
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}
