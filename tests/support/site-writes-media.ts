import { multipartBody, testImage } from "./media-api";
import type { Write } from "./site-write";
import { TEST_PUBLIC_URL, type TestApp } from "./test-app";

/** The writes of contract §15's images for the cross-origin test (site-writes.ts). */

/** An uploaded image for the writes to describe and delete, and the bytes a forged upload sends. */
export async function prepareMediaTargets(testApp: TestApp, adminCookie: string) {
  const upload = multipartBody(
    { name: "forged.png", type: "image/png", bytes: await testImage(12, 8) },
    { alt: "Uploaded by a forged request" },
  );
  const created = await testApp.app.inject({
    method: "POST",
    url: "/api/admin/media",
    headers: { ...upload.headers, cookie: adminCookie, origin: TEST_PUBLIC_URL },
    payload: upload.payload,
  });
  if (created.statusCode !== 201) throw new Error(`media answered ${created.statusCode}`);
  return { image: created.json().id as string, upload };
}
export type MediaTargets = Awaited<ReturnType<typeof prepareMediaTargets>>;

/** Uploading, describing and deleting an image (unused, so the delete succeeds). */
export function mediaWrites(ids: { media?: MediaTargets }): Write[] {
  const targets = () => {
    if (!ids.media) throw new Error("prepareMediaTargets has not run");
    return ids.media;
  };
  return [
    {
      method: "POST",
      route: "/api/admin/media",
      url: () => "/api/admin/media",
      multipart: () => targets().upload,
      success: 201,
    },
    {
      method: "PATCH",
      route: "/api/admin/media/:id",
      url: () => `/api/admin/media/${targets().image}`,
      body: () => ({ alt: "Described by a forged request" }),
      success: 200,
    },
    {
      method: "DELETE",
      route: "/api/admin/media/:id",
      url: () => `/api/admin/media/${targets().image}`,
      success: 204,
    },
  ];
}
