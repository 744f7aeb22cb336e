import multipart from "@fastify/multipart";
import {
  MEDIA_CONTENT_TYPES,
  MEDIA_MAX_BYTES,
  MEDIA_MESSAGES,
  mediaIdParams,
  mediaInUse,
  mediaRecord,
  mediaTextUpdate,
  parseMediaUrl,
  uploadedMedia,
} from "@shared/schemas/media";
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import type { Database } from "../../db/client";
import { HttpError, parseInput } from "../../lib/errors";
import { documented } from "../../lib/openapi/operation";
import { signedInStaff } from "../../lib/signed-in-staff";
import { deleteMedia } from "./delete-media";
import { listMedia } from "./list-media";
import { mediaVariant } from "./media-variant";
import { prepareUpload } from "./prepare-upload";
import { readUpload, UPLOAD_LIMITS } from "./read-upload";
import { updateMediaText } from "./update-media-text";
import { storeUpload } from "./upload-media";

const TAG = "Media";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The admin's images (contract §15): upload, list, change alt text, delete. Registered in the editors' scope
 * of /api/admin; multipart parsing is registered here only, so no other route takes it.
 */
export const mediaAdminRoutes: FastifyPluginAsync<{
  db: Database;
  /** Wakes the background worker, which makes a new upload's variants (ADR 046). */
  variantsQueued: () => void;
}> = async (app, { db, variantsQueued }) => {
  await app.register(multipart, { limits: UPLOAD_LIMITS, throwFileSizeLimit: true });
  const notFound = () => new HttpError(404, MEDIA_MESSAGES.notFound);

  const upload = documented({
    summary: "Upload an image",
    description:
      "A `multipart/form-data` body (not JSON): the image in the field `file` (one JPEG, PNG, " +
      `WebP, AVIF or GIF of at most ${MEDIA_MAX_BYTES / 1024 / 1024} MiB and 40 megapixels; no SVG), ` +
      "with the text fields `alt` (at most 500 characters) and `decorative` (`true`, `false`, " +
      "`on` or empty), both optional. Its smaller widths and WebP copies are made in the " +
      "background.",
    tag: TAG,
    responses: { 201: uploadedMedia },
    errors: {
      400: "No file, more than one, not an image, an SVG, a damaged image, or alt text too long",
      413: MEDIA_MESSAGES.tooLarge,
    },
  });
  app.post("/media", upload, async (request, reply) => {
    const upload = await readUpload(request);
    const image = await prepareUpload(upload.file);
    const text = { alt: upload.decorative ? "" : upload.alt, decorative: upload.decorative };
    const stored = await storeUpload(db, image, text, signedInStaff(request).id);
    // The upload answers once its original is stored; its variants are the worker's, and one
    // asked for before the worker made it is made by that request (ADR 046).
    variantsQueued();
    return reply.code(201).send(stored);
  });

  const list = documented({
    summary: "The media library, newest first, with where each image is used",
    tag: TAG,
    responses: { 200: z.array(mediaRecord) },
  });
  app.get("/media", list, async () => listMedia(db));

  const update = documented({
    summary: "Change an image's alt text, or mark it decorative",
    tag: TAG,
    params: mediaIdParams,
    body: mediaTextUpdate,
    responses: { 200: uploadedMedia },
    errors: { 404: MEDIA_MESSAGES.notFound },
  });
  app.patch("/media/:id", update, async (request) => {
    const { id } = parseInput(mediaIdParams, request.params);
    const update = parseInput(mediaTextUpdate, request.body);
    if (!UUID.test(id)) throw notFound();
    const updated = await updateMediaText(db, id, update, signedInStaff(request).id);
    if (!updated) throw notFound();
    return updated;
  });

  const remove = documented({
    summary: "Delete an image no perspective uses",
    tag: TAG,
    params: mediaIdParams,
    responses: {
      204: { description: "Deleted, with every width and format of it" },
      409: {
        description: "A perspective still uses it: which ones",
        contentType: "application/json",
        schema: mediaInUse,
      },
    },
    errors: { 404: MEDIA_MESSAGES.notFound },
  });
  app.delete("/media/:id", remove, async (request, reply) => {
    const { id } = parseInput(mediaIdParams, request.params);
    if (!UUID.test(id)) throw notFound();
    const result = await deleteMedia(db, id, signedInStaff(request).id);
    if (result.deleted) return reply.code(204).send();
    if (!result.usedIn) throw notFound();
    const titles = result.usedIn.map((use) => `“${use.title}”`).join(", ");
    return reply.code(409).send({
      message: `This image is used by ${titles}. Remove it from there first.`,
      usedBy: result.usedIn,
    });
  });
};

const IMMUTABLE = "public, max-age=31536000, immutable";

/** The public images: `/media/{id}/{width}.{ext}`, cached by browsers and proxies for good. */
export const mediaPublicRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get("/media/:id/:file", async (request, reply) => {
    const wanted = parseMediaUrl(request.url.split("?")[0] ?? "");
    const bytes = wanted && (await mediaVariant(db, wanted));
    if (!wanted || !bytes) {
      return reply
        .code(404)
        .header("cache-control", "no-store")
        .send({ message: MEDIA_MESSAGES.notFound });
    }
    return reply
      .header("content-type", MEDIA_CONTENT_TYPES[wanted.format])
      .header("cache-control", IMMUTABLE)
      .header("x-content-type-options", "nosniff")
      .send(bytes);
  });
};
