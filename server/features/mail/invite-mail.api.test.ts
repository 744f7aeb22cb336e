import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailWorldForThisFile, recipientsOf } from "../../../tests/support/mail-test-app";
import { mailOutbox } from "../../db/schema";

/** Contract §11: an invite's sign-in link goes by mail, and the outbox does not keep it. */
const world = mailWorldForThisFile();

describe("invites by mail", () => {
  it("e-mails the link to an invited address and forgets it once sent", async () => {
    const response = await world.call("POST", "/api/admin/staff", world.adminCookie, {
      username: "mailed",
      displayName: "Mae Iled",
      email: "mae@studio.example",
      role: "reviewer",
    });
    expect(response.statusCode).toBe(201);
    const { inviteUrl, inviteMailed } = response.json();
    expect(inviteMailed).toBe(true);
    const mail = await world.deliveredMail();
    expect(recipientsOf(mail)).toEqual(["mae@studio.example"]);
    expect(mail[0]?.text).toContain(inviteUrl);
    expect(mail[0]?.text).toContain("You will sign in as mailed.");
    const [row] = await world.t.database.db
      .select({ textBody: mailOutbox.textBody })
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, "mae@studio.example"));
    expect(row?.textBody).not.toContain(inviteUrl);

    const noAddress = await world.call("POST", "/api/admin/staff", world.adminCookie, {
      username: "unmailed",
      role: "reviewer",
    });
    expect(noAddress.json().inviteMailed).toBe(false);
  });
});
