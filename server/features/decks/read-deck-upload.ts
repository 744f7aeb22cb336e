import { createHash } from "node:crypto";
import type { MultipartFile } from "@fastify/multipart";
import { DECK_FIELD, DECK_MAX_BYTES, DECK_MESSAGES } from "@shared/schemas/decks";
import type { FastifyReply, FastifyRequest } from "fastify";
import { HttpError } from "../../lib/errors";

/** Room for the idea form's text fields and the multipart framing around the deck. */
const FORM_ROOM = 256 * 1024;

/**
 * The multipart limits of a deck upload: one file of at most 25 MiB, and the idea form's few
 * text fields (an idea of 5,000 characters fits a field many times over).
 */
export const DECK_UPLOAD_LIMITS = {
  fileSize: DECK_MAX_BYTES,
  files: 1,
  fields: 20,
  fieldSize: 64 * 1024,
  parts: 21,
  headerPairs: 100,
};

const tooLarge = () => new HttpError(413, DECK_MESSAGES.tooLarge);

/** @fastify/multipart's limit errors, in words a founder understands. */
const LIMIT_ERRORS: Record<string, () => HttpError> = {
  FST_REQ_FILE_TOO_LARGE: tooLarge,
  FST_FILES_LIMIT: () => new HttpError(400, DECK_MESSAGES.oneFile),
  FST_PARTS_LIMIT: () => new HttpError(400, DECK_MESSAGES.oneFile),
  FST_FIELDS_LIMIT: () => new HttpError(400, DECK_MESSAGES.oneFile),
  FST_INVALID_MULTIPART_CONTENT_TYPE: () => new HttpError(400, DECK_MESSAGES.noFile),
};

export type DeckUpload = {
  fileName: string;
  bytes: Buffer;
  /** Hex SHA-256 of `bytes`, hashed as they arrived rather than in one long step after. */
  sha256: string;
};
export type DeckForm = { fields: Record<string, string>; deck: DeckUpload | null };

/**
 * Reads a multipart body: its text fields, and the deck in the part `deck` (any other file part
 * is a 400). The deck is copied as it arrives into one buffer sized once, so its bytes are held
 * once; a body that says it is larger than a deck can be, or a deck that passes 25 MiB, is
 * answered 413 at once, without reading the rest: the connection is closed after the answer.
 */
export async function readDeckForm(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<DeckForm> {
  const declared = Number(request.headers["content-length"] ?? Number.NaN);
  try {
    if (declared > DECK_MAX_BYTES + FORM_ROOM) throw tooLarge();
    const fields: Record<string, string> = {};
    let deck: DeckUpload | null = null;
    for await (const part of request.parts()) {
      if (part.type === "file") {
        if (part.fieldname !== DECK_FIELD || deck) throw new HttpError(400, DECK_MESSAGES.oneFile);
        deck = await readDeckPart(part, declared);
      } else {
        if (part.valueTruncated) throw tooLarge();
        if (typeof part.value === "string") fields[part.fieldname] = part.value;
      }
    }
    return { fields, deck };
  } catch (error) {
    const code = (error as { code?: string }).code;
    const known = error instanceof HttpError ? error : code && LIMIT_ERRORS[code]?.();
    if (!known) throw error;
    // Whatever of the body is still on its way is not read: the connection ends with the answer.
    if (known.statusCode === 413) reply.header("connection", "close");
    throw known;
  }
}

/** Reads a deck that must be there (the status page's upload). */
export async function readDeckOnly(request: FastifyRequest, reply: FastifyReply) {
  if (!request.isMultipart()) throw new HttpError(400, DECK_MESSAGES.noFile);
  const { deck } = await readDeckForm(request, reply);
  if (!deck) throw new HttpError(400, DECK_MESSAGES.noFile);
  return deck;
}

/**
 * The deck's bytes, copied chunk by chunk into a buffer allocated once: as large as the body
 * says it is (capped at 25 MiB), or grown by doubling when it does not say. Each chunk is
 * hashed as it comes: hashing 25 MiB at once would hold the server's thread for tens of
 * milliseconds on a busy machine (ADR 050).
 */
async function readDeckPart(part: MultipartFile, declared: number): Promise<DeckUpload> {
  let bytes = Buffer.allocUnsafe(
    Number.isFinite(declared) ? Math.min(declared, DECK_MAX_BYTES) : 1024 * 1024,
  );
  let filled = 0;
  const hash = createHash("sha256");
  // At the cap busboy stops passing the file on but goes on reading the body: the read ends
  // here instead, and the answer closes the connection.
  part.file.once("limit", () => part.file.destroy(tooLarge()));
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    if (filled + chunk.length > DECK_MAX_BYTES) throw tooLarge();
    if (filled + chunk.length > bytes.length) {
      const grown = Buffer.allocUnsafe(Math.min(DECK_MAX_BYTES, 2 * (filled + chunk.length)));
      bytes.copy(grown, 0, 0, filled);
      bytes = grown;
    }
    chunk.copy(bytes, filled);
    hash.update(chunk);
    filled += chunk.length;
  }
  if (part.file.truncated) throw tooLarge();
  return {
    fileName: cleanFileName(part.filename),
    bytes: bytes.subarray(0, filled),
    sha256: hash.digest("hex"),
  };
}

/** The name the browser gave, without a path, control characters or an absurd length. */
function cleanFileName(name: string | undefined) {
  const base = (name ?? "").split(/[\\/]/).pop() ?? "";
  const clean = [...base]
    .filter((character) => character >= " " && character !== "\u007f")
    .join("")
    .trim()
    .slice(0, 200);
  return clean || "pitch-deck.pdf";
}
