import { paths } from "@shared/config/paths";
import { createStaffPayload, STAFF_MESSAGES, updateStaffPayload } from "@shared/schemas/staff";
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import type { Database } from "../../db/client";
import { HttpError, parseInput } from "../../lib/errors";
import type { MailSetup } from "../../lib/mail/outbox";
import { endStaffSessions } from "./end-staff-sessions";
import { signedInSession } from "./require-admin-session";
import {
  createStaff,
  listStaff,
  reissueInvite,
  type StaffWithInvite,
  updateStaff,
} from "./staff-accounts";

type StaffRouteOptions = {
  db: Database;
  /** The site's own address: invite links point there (contract §9). */
  publicUrl: string;
  /** Null when mail is not set up: the link is only shown, not e-mailed. */
  mail: MailSetup;
};

const staffId = z.object({ id: z.coerce.number().int().positive() });

/** Staff accounts (contract §9): admin only, registered inside the administration scope. */
export const staffRoutes: FastifyPluginAsync<StaffRouteOptions> = async (
  app,
  { db, publicUrl, mail },
) => {
  const withInviteUrl = ({ inviteToken, ...account }: StaffWithInvite) => ({
    ...account,
    inviteUrl: `${publicUrl}${paths.admin.invite(inviteToken)}`,
  });

  const idOf = (params: unknown) => {
    const parsed = staffId.safeParse(params);
    if (!parsed.success) throw new HttpError(404, STAFF_MESSAGES.staffNotFound);
    return parsed.data.id;
  };

  app.get("/staff", async () => listStaff(db));

  app.post("/staff", async (request, reply) => {
    const account = parseInput(createStaffPayload, request.body);
    const created = await createStaff(db, mail, signedInSession(request).admin.id, account);
    if (!created) throw new HttpError(409, STAFF_MESSAGES.usernameTaken);
    return reply.code(201).send(withInviteUrl(created));
  });

  app.patch("/staff/:id", async (request) => {
    const id = idOf(request.params);
    const change = parseInput(updateStaffPayload, request.body);
    const result = await updateStaff(db, signedInSession(request).admin.id, id, change);
    if (result.outcome === "not-found") throw new HttpError(404, STAFF_MESSAGES.staffNotFound);
    if (result.outcome === "last-admin") throw new HttpError(409, STAFF_MESSAGES.lastAdmin);
    return result.account;
  });

  // Signs another account out everywhere (contract §16).
  app.delete("/staff/:id/sessions", async (request, reply) => {
    const ended = await endStaffSessions(
      db,
      signedInSession(request).admin.id,
      idOf(request.params),
    );
    if (ended === undefined) throw new HttpError(404, STAFF_MESSAGES.staffNotFound);
    return reply.code(204).send();
  });

  app.post("/staff/:id/invite", async (request) => {
    const reissued = await reissueInvite(
      db,
      mail,
      signedInSession(request).admin.id,
      idOf(request.params),
    );
    if (!reissued) throw new HttpError(404, STAFF_MESSAGES.staffNotFound);
    return withInviteUrl(reissued);
  });
};
