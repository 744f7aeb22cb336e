/**
 * Wraps a read so that an answer which took longer than `slowMs` to compute is handed out
 * again for `reuseMs`, as long as `version` (a cheap read of what the answer depends on) has
 * not moved: a figure over months of activity (the pipeline) need not be recomputed for every
 * dashboard visit on a large inbox, a change shows at once, and a small inbox, quick to read,
 * is always read afresh.
 */
export function reusedWhenSlow<T>(
  read: () => Promise<T>,
  options: { slowMs: number; reuseMs: number; version: () => Promise<string> },
  clock: () => number = () => performance.now(),
): () => Promise<T> {
  let kept: { value: T; version: string; until: number } | null = null;
  return async () => {
    const started = clock();
    const version = await options.version();
    if (kept && kept.version === version && started < kept.until) return kept.value;
    const value = await read();
    const finished = clock();
    kept =
      finished - started > options.slowMs
        ? { value, version, until: finished + options.reuseMs }
        : null;
    return value;
  };
}
