import type { UploadedMedia } from "@shared/schemas/media";
import sharp from "sharp";
import { expect } from "vitest";
import type { AdminApiApp } from "./admin-api-app";

/*
 * Images for the media tests, made with sharp inside the test, and uploads as the editor's
 * browser sends them (multipart/form-data).
 */

export type UploadFile = { name: string; type: string; bytes: Buffer };

const BOUNDARY = "----media-test-boundary";

/** A multipart body with `file` (in the part `fileField`) and the given text fields. */
export function multipartBody(
  file: UploadFile | null,
  fields: Record<string, string> = {},
  fileField = "file",
) {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${fileField}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

/** A plain image of `width` × `height` in `format`, with a gradient so it is not trivial. */
export function testImage(
  width: number,
  height: number,
  format: "jpeg" | "png" | "webp" | "avif" | "gif" = "png",
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 60 } } })
    .toFormat(format)
    .toBuffer();
}

/** A JPEG carrying EXIF with a GPS position and orientation 6 (turned 90° clockwise). */
export function photoWithGps(width = 1200, height = 800): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 30 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: "TestCam", Model: "Field 1" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "51/1 30/1 0/1",
        GPSLongitudeRef: "W",
        GPSLongitude: "0/1 7/1 0/1",
      },
    })
    .toBuffer();
}

/** The CRC-32 PNG chunks carry (so a hand-made header is a valid one). */
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A small PNG whose header claims `width` × `height` (its pixels are never there). */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await testImage(8, 8, "png"));
  // The IHDR chunk: length (4) at 8, type at 12, width at 16, height at 20, CRC at 29.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** Uploads through the admin API as `cookie` (the admin's by default). */
export function uploadAs(
  api: AdminApiApp,
  file: UploadFile | null,
  fields: Record<string, string> = {},
  cookie = api.adminCookie,
) {
  const { payload, headers } = multipartBody(file, fields);
  return api.t.app.inject({
    method: "POST",
    url: "/api/admin/media",
    payload,
    headers: { ...headers, cookie },
  });
}

/** Uploads and returns the answer, failing the test on anything but 201. */
export async function uploaded(
  api: AdminApiApp,
  file: UploadFile,
  fields: Record<string, string> = { alt: "A test image" },
): Promise<UploadedMedia> {
  const response = await uploadAs(api, file, fields);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

export const png = (bytes: Buffer, name = "image.png"): UploadFile => ({
  name,
  type: "image/png",
  bytes,
});
