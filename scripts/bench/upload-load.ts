// An editor uploads a 10 MB photo while visitors keep reading (issue 24, contract §15): the
// upload is checked and stripped, then a first visitor asks for each of its variants, which
// the server makes with sharp. Meanwhile a steady stream of other requests runs and the
// server's RSS is sampled. Budgets: RSS rising less than 100 MB, the other requests' p99 under
// 50 ms (image work runs on libvips' threads, never on the event loop).

import { mediaFormatsOf, mediaUrl, mediaWidths } from "@shared/schemas/media";
import autocannon from "autocannon";
import sharp from "sharp";
import { residentBytes, type Site } from "./site";
import { UPLOAD_BUDGET, type UploadRun } from "./upload-report";

/** The other traffic: a stored JSON answer, at a steady rate a small site might see. */
const OTHER = { path: "/api/perspectives/featured", connections: 10, requestsPerSecond: 300 };

/**
 * A camera-sized JPEG of just under 10 MiB (the upload cap): 4800 × 3600 of green noise,
 * which compresses about as badly as a photo of a field.
 */
async function fieldPhoto() {
  return sharp({
    create: {
      width: 4800,
      height: 3600,
      channels: 3,
      background: { r: 90, g: 130, b: 60 },
      noise: { type: "gaussian", mean: 120, sigma: 30 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
}

export async function uploadUnderLoad(site: Site, cookie: string): Promise<UploadRun> {
  const photo = await fieldPhoto();
  const rssBeforeBytes = await residentBytes(site.pid);
  let rssPeakBytes = rssBeforeBytes;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      rssPeakBytes = Math.max(rssPeakBytes, await residentBytes(site.pid));
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();

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
  const urls = mediaWidths(image.width).flatMap((width) =>
    mediaFormatsOf("jpeg").map((format) => mediaUrl(image.id, width, format)),
  );
  for (const url of urls) {
    const variant = await fetch(site.url + url);
    if (!variant.ok) throw new Error(`${url} answered ${variant.status}`);
    await variant.arrayBuffer();
  }
  const wallMs = performance.now() - started;

  other.stop();
  const load = await otherDone;
  sampling = false;
  await sampler;
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
