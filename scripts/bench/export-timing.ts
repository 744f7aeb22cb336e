// The CSV export of every seeded idea, timed while the server's memory is watched.
import type { ExportRun } from "./bench-report";
import { rawRequest } from "./ceiling";
import { type Site, watchResidentMemory } from "./site";

/** Streams the CSV export of every idea, sampling the server's RSS every 5 ms meanwhile. */
export async function exportOnce(site: Site, cookie: string): Promise<ExportRun> {
  const memory = await watchResidentMemory(site.pid);
  const rssBeforeBytes = memory.beforeBytes;
  const started = performance.now();
  const { status, body } = await rawRequest(`${site.url}/api/admin/export/startup-ideas`, {
    method: "GET",
    headers: { cookie },
  });
  const wallMs = performance.now() - started;
  const rssPeakBytes = await memory.stop();
  if (status !== 200) throw new Error(`export answered ${status}`);
  const rows = body.toString("utf8").split("\r\n").filter(Boolean).length - 1;
  return {
    wallMs,
    bytes: body.length,
    rows,
    rssBeforeBytes,
    rssPeakBytes,
    growthBytes: rssPeakBytes - rssBeforeBytes,
  };
}
