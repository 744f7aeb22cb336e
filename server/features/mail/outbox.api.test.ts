import { MAIL_MESSAGES } from "@shared/schemas/mail";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  idea,
  mailWorldForThisFile,
  recipientsOf,
  STAFF,
} from "../../../tests/support/mail-test-app";
import { postJson } from "../../../tests/support/test-app";
import { mailOutbox } from "../../db/schema";

/**
 * Contract §11: a mail server that refuses or is down never fails a submission; the mail is
 * retried, given up after 24 hours, listed on the Outbox screen and sent again on request.
 */
const world = mailWorldForThisFile();

describe("when the mail server refuses or is down", () => {
  it("answers 201 at once, keeps the mail and delivers it exactly once when the server is back", async () => {
    world.sink.refuse("temporary");
    const response = await postJson(world.t.app, "/api/ideas", idea("Cy", "cy@example.com"));
    expect(response.statusCode).toBe(201);
    await world.t.app.backgroundWork.runOnce();
    expect(world.sink.messages).toEqual([]);
    const waiting = await world.t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.status, "pending"));
    expect(waiting).toHaveLength(3);
    for (const row of waiting) {
      expect(row.lastError).toMatch(/451/);
      expect(row.attempts).toBe(1);
      // Tried again within a minute while the mail is young (contract §11).
      expect(row.nextAttemptAt.getTime() - Date.now()).toBeLessThanOrEqual(60_000);
    }

    world.sink.refuse("none");
    await world.t.database.db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(mailOutbox.status, "pending"));
    const mail = await world.deliveredMail();
    expect(mail).toHaveLength(3);
    await world.t.app.backgroundWork.runOnce();
    expect(world.sink.messages).toHaveLength(3);
    expect(new Set(world.sink.messages.map((message) => message.messageId)).size).toBe(3);
  });

  it("marks a mail failed after its 24 hours, lists it for admins and sends it again on request", async () => {
    world.sink.refuse("temporary");
    expect(
      (await postJson(world.t.app, "/api/ideas", idea("Di", "di@example.com"))).statusCode,
    ).toBe(201);
    await world.t.app.backgroundWork.runOnce();
    await world.t.database.db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now()`, giveUpAt: sql`now() - interval '1 second'` })
      .where(eq(mailOutbox.status, "pending"));
    await world.t.app.backgroundWork.runOnce();

    const failed = await world.call("GET", "/api/admin/outbox?status=failed", world.adminCookie);
    expect(failed.statusCode).toBe(200);
    const entries = failed.json() as { id: number; recipient: string; lastError: string }[];
    expect(entries.map((entry) => entry.recipient).sort()).toEqual(
      ["di@example.com", STAFF.admin, STAFF.instantReviewer].sort(),
    );
    expect(failed.headers["x-total-count"]).toBe("3");
    for (const entry of entries) {
      expect(entry.lastError).toMatch(/451/);
      expect(entry).not.toHaveProperty("textBody");
    }
    const summary = await world.call("GET", "/api/admin/outbox/summary", world.adminCookie);
    expect(summary.json()).toMatchObject({ failed: 3 });

    world.sink.refuse("none");
    const first = entries[0];
    const retried = await world.call(
      "POST",
      `/api/admin/outbox/${first?.id}/retry`,
      world.adminCookie,
    );
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ id: first?.id, status: "pending" });
    const mail = await world.deliveredMail();
    expect(recipientsOf(mail)).toEqual([first?.recipient]);

    const again = await world.call(
      "POST",
      `/api/admin/outbox/${first?.id}/retry`,
      world.adminCookie,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: MAIL_MESSAGES.notFailed });
    expect(
      (await world.call("POST", "/api/admin/outbox/999999/retry", world.adminCookie)).statusCode,
    ).toBe(404);
    expect(
      (await world.call("POST", "/api/admin/outbox/abc/retry", world.adminCookie)).statusCode,
    ).toBe(404);
    expect(
      (await world.call("GET", "/api/admin/outbox?status=lost", world.adminCookie)).statusCode,
    ).toBe(400);
    expect((await world.call("GET", "/api/admin/outbox", world.reviewerCookie)).statusCode).toBe(
      403,
    );
    expect(
      (await world.call("POST", `/api/admin/outbox/${entries[1]?.id}/retry`, world.reviewerCookie))
        .statusCode,
    ).toBe(403);
  });
});
