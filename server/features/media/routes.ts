import multipart from "@fastify/multipart";
import {
  MEDIA_CONTENT_TYPES,
  MEDIA_MESSAGES,
  mediaIdParams,
  mediaTextUpdate,
  parseMediaUrl,
} from "@shared/schemas/media";
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../../db/client";
import { HttpError, parseInput } from "../../lib/errors";
import { signedInStaff } from "../../lib/signed-in-staff";
import { deleteMedia } from "./delete-media";
import { listMedia } from "./list-media";
import { mediaVariant } from "./media-variant";
import { prepareUpload } from "./prepare-upload";
import { readUpload, UPLOAD_LIMITS } from "./read-upload";
import { updateMediaText } from "./update-media-text";
import { storeUpload } from "./upload-media";

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

  app.post("/media", async (request, reply) => {
    const upload = await readUpload(request);
    const image = await prepareUpload(upload.file);
    const text = { alt: upload.decorative ? "" : upload.alt, decorative: upload.decorative };
    const stored = await storeUpload(db, image, text, signedInStaff(request).id);
    // The upload answers once its original is stored; its variants are the worker's, and one
    // asked for before the worker made it is made by that request (ADR 046).
    variantsQueued();
    return reply.code(201).send(stored);
  });

  app.get("/media", async () => listMedia(db));

  app.patch("/media/:id", async (request) => {
    const { id } = parseInput(mediaIdParams, request.params);
    const update = parseInput(mediaTextUpdate, request.body);
    if (!UUID.test(id)) throw notFound();
    const updated = await updateMediaText(db, id, update, signedInStaff(request).id);
    if (!updated) throw notFound();
    return updated;
  });

  app.delete("/media/:id", async (request, reply) => {
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
