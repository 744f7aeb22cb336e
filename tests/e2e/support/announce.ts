import type { Database } from "../../../server/db/client";
import { notifyPerspectivesChanged } from "../../../server/features/perspectives/perspective-events";
import { baseUrl } from "./browser";

/**
 * Perspective rows written behind the server's back, announced as an admin write would: the
 * server drops its cached pages when the notification arrives; this waits until `path`
 * shows what `ready` wants (10 s at most).
 */
export async function announcePerspectiveChange(
  db: Database,
  path: string,
  ready: (html: string) => boolean,
) {
  await notifyPerspectivesChanged(db);
  const deadline = Date.now() + 10_000;
  while (!ready(await (await fetch(new URL(path, baseUrl()))).text())) {
    if (Date.now() > deadline) throw new Error(`${path} did not show the change within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
