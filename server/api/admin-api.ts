import { mayUse, ROLE_ACCESS, STAFF_ROLES } from "@shared/schemas/staff-roles";
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../db/client";
import { activityRoutes } from "../features/activity/routes";
import { dashboardChartRoutes, dashboardRoutes, myWorkRoutes } from "../features/dashboard/routes";
import { deckAdminRoutes } from "../features/decks/admin-routes";
import { investmentInterestSource } from "../features/investment-interests/investment-interest-source";
import { mailStatusRoutes } from "../features/mail/mail-status-routes";
import { outboxRoutes } from "../features/mail/outbox-routes";
import { mediaAdminRoutes } from "../features/media/routes";
import type { MessageMailSetup } from "../features/messages/message-mail";
import { messageRoutes } from "../features/messages/message-routes";
import { templateReadRoutes, templateWriteRoutes } from "../features/messages/template-routes";
import { personalDataRoutes, submissionDeletionRoutes } from "../features/personal-data/routes";
import { perspectiveAdminRoutes } from "../features/perspectives/admin-routes";
import { perspectivePreviewAdminRoutes } from "../features/perspectives/preview/preview-routes";
import { relatedRoutes } from "../features/related/routes";
import {
  reviewRoutes,
  scorecardReadRoutes,
  scorecardWriteRoutes,
} from "../features/reviews/routes";
import { shareAdminRoutes } from "../features/shares/admin-routes";
import { allApiTokenRoutes, ownApiTokenRoutes } from "../features/staff/api-tokens/routes";
import { tokenScopeNeeded } from "../features/staff/api-tokens/token-reach";
import { passwordResetRoutes } from "../features/staff/password-reset-routes";
import { requireAdminSession } from "../features/staff/require-admin-session";
import { requireRole } from "../features/staff/require-role";
import { adminAccountRoutes, adminLoginRoute } from "../features/staff/routes";
import { relyingPartyOf } from "../features/staff/second-factor/relying-party";
import { requireSecondFactor } from "../features/staff/second-factor/require-second-factor";
import {
  secondFactorAccountRoutes,
  secondStepRoutes,
  securitySettingsRoutes,
} from "../features/staff/second-factor/routes";
import { ownSessionRoutes } from "../features/staff/session-routes";
import { staffRoutes } from "../features/staff/staff-routes";
import { startupIdeaSource } from "../features/startup-ideas/startup-idea-source";
import { submissionAdminRoutes } from "../features/submissions/admin-routes";
import { assigneesRoutes } from "../features/submissions/assignees-routes";
import { recordTagRoutes, tagReadRoutes, tagWriteRoutes } from "../features/tags/routes";
import { type WebhookSetup, webhookRoutes } from "../features/webhooks/routes";
import type { MailSetup } from "../lib/mail/outbox";
import { documentAccess, notAnOperation } from "../lib/openapi/operation";
import { signedInStaff } from "../lib/signed-in-staff";

export type AdminApiOptions = {
  db: Database;
  /** Mark the session cookie Secure (TRUST_PROXY: the site is served over TLS). */
  secureCookies: boolean;
  /** The site's own address, for the links the admin API hands out (invites). */
  publicUrl: string;
  /** Null when mail is not set up (no SMTP_URL). */
  mail: MailSetup;
  /** The sender address, shown in Settings when mail is set up. */
  mailFrom: string;
  /** REPLY_TO: the address whose plus-addresses messages give as Reply-To; null when unset. */
  replyTo: string | null;
  /** Asks this instance's background worker to look soon: a route just queued work for it. */
  wakeWorker: () => void;
  webhooks: WebhookSetup;
  /** CLAMD_URL is set: decks are scanned (shown in Settings, contract §17). */
  decksScanned: boolean;
};

/**
 * Everything under /api/admin. Login, accepting an invite and the forgotten-password routes
 * are the only ones outside the guarded scope;
 * every route registered inside it, and any unknown path, needs a live session or API
 * token (contract §19), so a route added later cannot forget the check.
 */
export const adminApi: FastifyPluginAsync<AdminApiOptions> = async (
  admin,
  { db, secureCookies, publicUrl, mail, mailFrom, replyTo, wakeWorker, webhooks, decksScanned },
) => {
  admin.decorateRequest("adminSession", null);
  admin.decorateRequest("adminToken", null);
  // Admin answers are personal: no browser or proxy may keep a copy.
  admin.addHook("onRequest", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  const messageMail: MessageMailSetup = mail && {
    publicUrl: mail.publicUrl,
    host: new URL(mail.publicUrl).hostname,
    replyTo,
    queued: () => mail.queued(),
  };
  const rp = relyingPartyOf(publicUrl);
  await admin.register(adminLoginRoute, { db, secureCookies, mail });
  await admin.register(secondStepRoutes, { db, secureCookies, rp, mail });
  await admin.register(passwordResetRoutes, { db, mail });

  await admin.register(async (signedIn) => {
    signedIn.addHook("onRequest", requireAdminSession(db, secureCookies));
    signedIn.addHook("onRequest", requireSecondFactor(db));
    documentAccess(signedIn, STAFF_ROLES, tokenScopeNeeded);
    await signedIn.register(adminAccountRoutes, { db, secureCookies });
    await signedIn.register(secondFactorAccountRoutes, { db, secureCookies, rp });
    await signedIn.register(ownSessionRoutes, { db });
    await signedIn.register(ownApiTokenRoutes, { db });
    await signedIn.register(mailStatusRoutes, {
      enabled: mail !== null,
      from: mail ? mailFrom : null,
      decksScanned,
    });
    await signedIn.register(dashboardRoutes, {
      db,
      sources: { startupIdeas: startupIdeaSource, investmentInterests: investmentInterestSource },
      maySeeSubmissions: (request) => mayUse(signedInStaff(request).role, "submissions"),
    });
    // Each area's routes sit in a scope that admits only the roles that may use it.
    await signedIn.register(async (reviewers) => {
      reviewers.addHook("onRequest", requireRole("submissions"));
      documentAccess(reviewers, ROLE_ACCESS.submissions, tokenScopeNeeded);
      await reviewers.register(submissionAdminRoutes, { db, source: startupIdeaSource, mail });
      await reviewers.register(submissionAdminRoutes, {
        db,
        source: investmentInterestSource,
        mail,
      });
      await reviewers.register(dashboardChartRoutes, { db });
      await reviewers.register(myWorkRoutes, { db });
      await reviewers.register(assigneesRoutes, { db });
      await reviewers.register(messageRoutes, { db, source: startupIdeaSource, mail: messageMail });
      await reviewers.register(messageRoutes, {
        db,
        source: investmentInterestSource,
        mail: messageMail,
      });
      await reviewers.register(templateReadRoutes, { db });
      await reviewers.register(relatedRoutes, { db, source: startupIdeaSource });
      await reviewers.register(relatedRoutes, { db, source: investmentInterestSource });
      await reviewers.register(tagReadRoutes, { db });
      await reviewers.register(recordTagRoutes, { db, source: startupIdeaSource });
      await reviewers.register(recordTagRoutes, { db, source: investmentInterestSource });
      await reviewers.register(scorecardReadRoutes, { db });
      await reviewers.register(reviewRoutes, { db, source: startupIdeaSource });
      await reviewers.register(reviewRoutes, { db, source: investmentInterestSource });
      await reviewers.register(deckAdminRoutes, { db });
      await reviewers.register(shareAdminRoutes, { db, mail });
    });
    await signedIn.register(async (editors) => {
      editors.addHook("onRequest", requireRole("perspectives"));
      documentAccess(editors, ROLE_ACCESS.perspectives, tokenScopeNeeded);
      await editors.register(perspectiveAdminRoutes, { db });
      await editors.register(mediaAdminRoutes, { db, variantsQueued: wakeWorker });
      await editors.register(perspectivePreviewAdminRoutes, { db, publicUrl });
    });
    await signedIn.register(async (admins) => {
      admins.addHook("onRequest", requireRole("administration"));
      documentAccess(admins, ROLE_ACCESS.administration, tokenScopeNeeded);
      await admins.register(staffRoutes, { db, publicUrl, mail });
      await admins.register(allApiTokenRoutes, { db });
      await admins.register(activityRoutes, { db });
      await admins.register(templateWriteRoutes, { db });
      await admins.register(tagWriteRoutes, { db });
      await admins.register(outboxRoutes, { db, wake: () => mail?.queued() });
      await admins.register(personalDataRoutes, { db });
      await admins.register(securitySettingsRoutes, { db });
      await admins.register(webhookRoutes, { db, webhooks });
      await admins.register(submissionDeletionRoutes, { db, source: startupIdeaSource });
      await admins.register(submissionDeletionRoutes, { db, source: investmentInterestSource });
      await admins.register(scorecardWriteRoutes, {
        db,
        sources: [startupIdeaSource, investmentInterestSource],
      });
    });
    signedIn.all("/*", notAnOperation("the JSON 404 of an unknown path"), async (_request, reply) =>
      reply.code(404).send({ message: "No such admin API endpoint" }),
    );
  });
};
