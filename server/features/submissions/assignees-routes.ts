import { staffRef } from "@shared/schemas/record-work";
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import type { Database } from "../../db/client";
import { documented } from "../../lib/openapi/operation";
import { listAssignees } from "./assignees";

/** GET /assignees: who may own a submission, for the owner select (reviewers may not list staff). */
export const assigneesRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  const list = documented({
    summary: "Who may own a submission (active admins and reviewers), by name",
    tag: "Submissions",
    responses: { 200: z.array(staffRef) },
  });
  app.get("/assignees", list, async () => listAssignees(db));
};
