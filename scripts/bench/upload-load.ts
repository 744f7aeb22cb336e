// An editor uploads a 10 MB photo while visitors keep reading (issue 24, contract §15): the
// upload is checked and stripped, then a first visitor asks at once for each of its variants,
// which the server makes with sharp if the background worker has not yet (ADR 046). Meanwhile
// a steady stream of other requests runs and the server's RSS is sampled, until a while after
// the last variant arrived so that the worker's own work is counted. Budgets: RSS rising less
// than 100 MB, the other requests' p99 under 50 ms (image work runs on libvips' threads, never
// on the event loop).

import { mediaFormatsOf, mediaUrl, mediaWidths } from "@shared/schemas/media";
import autocannon from "autocannon";
import { noisyPhoto } from "./noisy-photo";
import { type Site, watchResidentMemory } from "./site";
import { UPLOAD_BUDGET, type UploadRun } from "./upload-report";

/** The other traffic: a stored JSON answer, at a steady rate a small site might see. */
const OTHER = { path: "/api/perspectives/featured", connections: 10, requestsPerSecond: 300 };
/** How long the RSS is still sampled after the last variant arrived: the worker may be at work. */
const SETTLE_MS = 3_000;

export async function uploadUnderLoad(site: Site, cookie: string): Promise<UploadRun> {
  // Camera-sized and just under the 10 MiB cap.
  const photo = await noisyPhoto(4800, 3600, 30, 90);
  const memory = await watchResidentMemory(site.pid);
  const rssBeforeBytes = memory.beforeBytes;

  let finished: (result: autocannon.Result) => void = () => {};
  const otherDone = new Promise<autocannon.Result>((resolve) => {
    finished = resolve;
  });
  const other = autocannon(
    {
      url: site.url + OTHER.path,
      connections: OTHER.connections,
      overallRate: OTHER.requestsPerSecond,
      duration: 120,
    },
    (error, result) => (error ? finished({ ...result, errors: 1 }) : finished(result)),
  );
  await new Promise((resolve) => setTimeout(resolve, 500));

  const started = performance.now();
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "field.jpg");
  form.set("alt", "Rows of young maize in a field");
  const uploaded = await fetch(`${site.url}/api/admin/media`, {
    method: "POST",
    headers: { cookie, origin: site.url },
    body: form,
  });
  if (uploaded.status !== 201) {
    throw new Error(`the upload answered ${uploaded.status}: ${await uploaded.text()}`);
  }
  const image = (await uploaded.json()) as { id: string; width: number; height: number };
  const uploadMs = performance.now() - started;
  const urls = mediaWidths(image.width).flatMap((width) =>
    mediaFormatsOf("jpeg").map((format) => mediaUrl(image.id, width, format)),
  );
  for (const url of urls) {
    const variant = await fetch(site.url + url);
    if (!variant.ok) throw new Error(`${url} answered ${variant.status}`);
    await variant.arrayBuffer();
  }
  const wallMs = performance.now() - started;
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

  other.stop();
  const load = await otherDone;
  const rssPeakBytes = await memory.stop();
  const rssRiseBytes = rssPeakBytes - rssBeforeBytes;
  const otherFigures = {
    requests: load.requests.total,
    p50: load.latency.p50,
    p99: load.latency.p99,
    errors: load.errors + load.timeouts,
    non2xx: load.non2xx,
  };
  return {
    photoBytes: photo.length,
    width: image.width,
    height: image.height,
    uploadMs,
    wallMs,
    variants: urls.length,
    rssBeforeBytes,
    rssPeakBytes,
    rssRiseBytes,
    other: otherFigures,
    pass:
      rssRiseBytes < UPLOAD_BUDGET.rssRiseBytes &&
      otherFigures.p99 < UPLOAD_BUDGET.otherP99Ms &&
      otherFigures.errors === 0 &&
      otherFigures.non2xx === 0,
  };
}
