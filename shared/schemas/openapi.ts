import { z } from "zod";

/**
 * GET /api/openapi.json as its reader (the /admin/api reference) relies on it: OpenAPI 3.1
 * with paths, tags and components. The rest of the document is OpenAPI's own shape.
 */
export const openApiDocument = z.looseObject({
  openapi: z.literal("3.1.0"),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  tags: z.array(z.looseObject({ name: z.string() })),
  paths: z.record(z.string(), z.record(z.string(), z.looseObject({}))),
  components: z.looseObject({ schemas: z.record(z.string(), z.looseObject({})) }),
});
