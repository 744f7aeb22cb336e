import { MEDIA_MAX_BYTES, MEDIA_MESSAGES, mediaUploadFields } from "@shared/schemas/media";
import type { FastifyRequest } from "fastify";
import { HttpError, parseInput } from "../../lib/errors";

/** The multipart limits: one file of at most 10 MiB and a few short text fields. */
export const UPLOAD_LIMITS = {
  fileSize: MEDIA_MAX_BYTES,
  files: 1,
  fields: 4,
  fieldSize: 4096,
  parts: 6,
  headerPairs: 100,
};

/** @fastify/multipart's limit errors, answered in words an editor understands. */
const LIMIT_ERRORS: Record<string, HttpError> = {
  FST_REQ_FILE_TOO_LARGE: new HttpError(413, MEDIA_MESSAGES.tooLarge),
  FST_FILES_LIMIT: new HttpError(400, MEDIA_MESSAGES.oneFile),
  FST_PARTS_LIMIT: new HttpError(400, MEDIA_MESSAGES.oneFile),
  FST_FIELDS_LIMIT: new HttpError(400, MEDIA_MESSAGES.oneFile),
  FST_INVALID_MULTIPART_CONTENT_TYPE: new HttpError(400, MEDIA_MESSAGES.noFile),
};

/**
 * Reads an upload's parts: the file in `file` (read under the 10 MiB cap: busboy stops and
 * the plugin throws as soon as it is passed, so no more than that is ever held) and its
 * `alt` and `decorative` fields, in any order.
 */
export async function readUpload(request: FastifyRequest) {
  if (!request.isMultipart()) throw new HttpError(400, MEDIA_MESSAGES.noFile);
  let file: Buffer | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        if (part.fieldname !== "file" || file) throw new HttpError(400, MEDIA_MESSAGES.oneFile);
        file = await part.toBuffer();
      } else if (typeof part.value === "string") {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    throw (code && LIMIT_ERRORS[code]) || error;
  }
  if (!file || file.length === 0) throw new HttpError(400, MEDIA_MESSAGES.noFile);
  return { file, ...parseInput(mediaUploadFields, fields) };
}
