import { paths } from "@shared/config/paths";
import {
  createStaffPayload,
  INVITE_VALID_DAYS,
  STAFF_MESSAGES,
  staffAccount,
  staffAccountWithInvite,
  updateStaffPayload,
} from "@shared/schemas/staff";
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import type { Database } from "../../db/client";
import { HttpError, parseInput } from "../../lib/errors";
import type { MailSetup } from "../../lib/mail/outbox";
import { documented } from "../../lib/openapi/operation";
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

const TAG = "Staff";
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

  const list = documented({
    summary: "Every staff account, oldest first",
    tag: TAG,
    responses: { 200: z.array(staffAccount) },
  });
  app.get("/staff", list, async () => listStaff(db));

  const create = documented({
    summary: "Invite a staff member: an account without a password, and its one-time link",
    description: `The link is valid ${INVITE_VALID_DAYS} days; it is also e-mailed when mail is set up.`,
    tag: TAG,
    body: createStaffPayload,
    responses: { 201: staffAccountWithInvite },
    errors: { 409: STAFF_MESSAGES.usernameTaken },
  });
  app.post("/staff", create, async (request, reply) => {
    const account = parseInput(createStaffPayload, request.body);
    const created = await createStaff(db, mail, signedInSession(request).admin.id, account);
    if (!created) throw new HttpError(409, STAFF_MESSAGES.usernameTaken);
    return reply.code(201).send(withInviteUrl(created));
  });

  const update = documented({
    summary: "Change an account's role, name or e-mail, or (de)activate it",
    description: "Deactivating ends its sessions and deletes its API tokens.",
    tag: TAG,
    params: staffId,
    body: updateStaffPayload,
    responses: { 200: staffAccount },
    errors: { 404: STAFF_MESSAGES.staffNotFound, 409: STAFF_MESSAGES.lastAdmin },
  });
  app.patch("/staff/:id", update, async (request) => {
    const id = idOf(request.params);
    const change = parseInput(updateStaffPayload, request.body);
    const result = await updateStaff(db, signedInSession(request).admin.id, id, change);
    if (result.outcome === "not-found") throw new HttpError(404, STAFF_MESSAGES.staffNotFound);
    if (result.outcome === "last-admin") throw new HttpError(409, STAFF_MESSAGES.lastAdmin);
    return result.account;
  });

  // Signs another account out everywhere (contract §16).
  const signOut = documented({
    summary: "Sign an account out everywhere",
    tag: TAG,
    params: staffId,
    responses: { 204: { description: "Every session of the account ended" } },
    errors: { 404: STAFF_MESSAGES.staffNotFound },
  });
  app.delete("/staff/:id/sessions", signOut, async (request, reply) => {
    const ended = await endStaffSessions(
      db,
      signedInSession(request).admin.id,
      idOf(request.params),
    );
    if (ended === undefined) throw new HttpError(404, STAFF_MESSAGES.staffNotFound);
    return reply.code(204).send();
  });

  const reinvite = documented({
    summary: "A new one-time invite link for an account (the earlier one stops working)",
    tag: TAG,
    params: staffId,
    responses: { 200: staffAccountWithInvite },
    errors: { 404: STAFF_MESSAGES.staffNotFound },
  });
  app.post("/staff/:id/invite", reinvite, async (request) => {
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
