import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  idea,
  interest,
  mailWorldForThisFile,
  recipientsOf,
  STAFF,
} from "../../../tests/support/mail-test-app";
import { makeTurnDue } from "../../../tests/support/scheduled-turns";
import { TEST_PUBLIC_URL } from "../../../tests/support/test-app";
import {
  activityLog,
  admins,
  commentMentions,
  investmentInterests,
  startupIdeas,
} from "../../db/schema";
import { previousDay } from "../mail/daily-digest";

/**
 * @mentions in comments (issue 23): who can be mentioned, the rows and the `mentioned` entry
 * written with the comment, and the mail each person's `notify` setting asks for.
 */
const world = mailWorldForThisFile();
const db = () => world.t.database.db;

const idOf = async (username: string) =>
  (await db().select({ id: admins.id }).from(admins).where(eq(admins.username, username)))[0]?.id;

async function newIdea(name: string) {
  const [row] = await db()
    .insert(startupIdeas)
    .values(idea(name, "founder@example.com"))
    .returning({ id: startupIdeas.id });
  return row?.id ?? 0;
}

describe("@mentions in comments", () => {
  it("tells active admins and reviewers named by username, each as their notify setting says", async () => {
    const ideaId = await newIdea("Maize Founder");
    const body =
      "Thanks @Rita, @dana and @olga. cc @eddie @ivan @admin @nobody (mail rita@example.com)";
    const response = await world.call(
      "POST",
      `/api/admin/startup-ideas/${ideaId}/comments`,
      world.adminCookie,
      { body },
    );
    expect(response.statusCode).toBe(201);
    // Not the editor (never sees a record), the inactive account, the author, an unknown name.
    const told = [await idOf("rita"), await idOf("dana"), await idOf("olga")];
    const comment = response.json();
    expect(comment.mentions.map((member: { id: number }) => member.id)).toEqual(told);
    expect(comment.mentions[0]).toEqual({ id: told[0], username: "rita", displayName: null });

    const rows = await db()
      .select({ mentionedId: commentMentions.mentionedId })
      .from(commentMentions)
      .where(eq(commentMentions.commentId, comment.id));
    expect(rows.map((row) => row.mentionedId).sort()).toEqual([...told].sort());
    const logged = await db()
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, "mentioned"), eq(activityLog.subjectId, ideaId)));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      subjectType: "startup_idea",
      actorId: await idOf("admin"),
      details: { commentId: comment.id, mentioned: told },
    });

    // Instant: Rita now. Daily: Dana in the digest. Off: Olga never.
    const mail = await world.deliveredMail();
    expect(recipientsOf(mail)).toEqual([STAFF.instantReviewer]);
    expect(mail[0]?.subject).toBe(`admin mentioned you on startup idea #${ideaId}`);
    expect(mail[0]?.text).toContain(body);
    expect(mail[0]?.text).toContain(`${TEST_PUBLIC_URL}/admin/startup-ideas/${ideaId}`);

    const thread = await world.call(
      "GET",
      `/api/admin/startup-ideas/${ideaId}/comments`,
      world.reviewerCookie,
    );
    expect(
      thread.json()[0].mentions.map((member: { username: string }) => member.username),
    ).toEqual(["rita", "dana", "olga"]);
  });

  it("lists a daily reader's mentions of the day in their digest", async () => {
    const ideaId = await newIdea("Digest Founder");
    const response = await world.call(
      "POST",
      `/api/admin/startup-ideas/${ideaId}/comments`,
      world.reviewerCookie,
      { body: "@dana please have a look" },
    );
    expect(response.statusCode).toBe(201);
    expect(await world.deliveredMail()).toEqual([]);
    const day = previousDay(new Date());
    await db()
      .update(commentMentions)
      .set({ createdAt: new Date((day.from.getTime() + day.to.getTime()) / 2) })
      .where(eq(commentMentions.commentId, response.json().id));
    await makeTurnDue(db(), "daily-digest");

    const mail = await world.deliveredMail();
    expect(recipientsOf(mail)).toEqual([STAFF.dailyReviewer]);
    expect(mail[0]?.subject).toMatch(/^Mentions on \w+day, \w+ \d+$/);
    expect(mail[0]?.text).toContain(
      `Comments that mention you (1):\n- rita on Digest Founder: ${TEST_PUBLIC_URL}/admin/startup-ideas/${ideaId}`,
    );
  });

  it("never mails the author about their own mention, and goes with its comment", async () => {
    const [row] = await db()
      .insert(investmentInterests)
      .values(interest("Forest Backer", "backer@example.com"))
      .returning({ id: investmentInterests.id });
    const url = `/api/admin/investment-interests/${row?.id}/comments`;
    const response = await world.call("POST", url, world.reviewerCookie, {
      body: "Noted by @rita for @admin.",
    });
    expect(response.json().mentions.map((member: { username: string }) => member.username)).toEqual(
      ["admin"],
    );
    const mail = await world.deliveredMail();
    expect(recipientsOf(mail)).toEqual([STAFF.admin]);
    expect(mail[0]?.subject).toBe(`rita mentioned you on investment interest #${row?.id}`);

    const removed = await world.call(
      "DELETE",
      `${url}/${response.json().id}`,
      world.reviewerCookie,
    );
    expect(removed.statusCode).toBe(204);
    const left = await db()
      .select()
      .from(commentMentions)
      .where(eq(commentMentions.commentId, response.json().id));
    expect(left).toEqual([]);
  });
});
