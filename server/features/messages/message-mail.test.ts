import { STATUS_LINK_STAND_IN } from "@shared/schemas/messages";
import { describe, expect, it } from "vitest";
import {
  composeMessage,
  defaultSubject,
  firstNameOf,
  type MessageContext,
  plusAddress,
  staffNameOf,
} from "./message-mail";

const link = `https://www.example.com/status/${"a".repeat(43)}`;
const context: MessageContext = {
  recordName: "  Ada  Lovelace ",
  staff: { username: "rita", displayName: "Rita Moreno" },
  statusUrl: link,
};

describe("composeMessage", () => {
  it("fills every placeholder in the mail, and keeps the thread's copy without the status token", () => {
    const composed = composeMessage(
      {
        subject: "Hello {{firstName}}",
        body: "Dear {{name}},\n\nSee {{statusUrl}}\n\n{{staffName}} {{unknown}}",
      },
      context,
      { repliesByMail: true },
    );
    expect(composed.mail.subject).toBe("Hello Ada");
    expect(composed.mail.text).toBe(
      `Dear Ada  Lovelace,\n\nSee ${link}\n\nRita Moreno {{unknown}}`,
    );
    expect(composed.stored).toEqual({
      subject: "Hello Ada",
      body: `Dear Ada  Lovelace,\n\nSee ${STATUS_LINK_STAND_IN}\n\nRita Moreno {{unknown}}`,
    });
    expect(JSON.stringify(composed.stored)).not.toContain("a".repeat(43));
  });

  it("adds the status link when the text has none, and says where answers go", () => {
    const byMail = composeMessage({ subject: "Hi", body: "A question." }, context, {
      repliesByMail: true,
    });
    expect(byMail.mail.text).toBe(
      `A question.\n\n--\nYour private page, to see where things stand: ${link}\nYou can answer there, or by replying to this e-mail.`,
    );
    expect(byMail.stored.body).toBe("A question.");

    const pageOnly = composeMessage({ subject: "Hi", body: `Look: {{statusUrl}}` }, context, {
      repliesByMail: false,
    });
    expect(pageOnly.mail.text).toBe(
      `Look: ${link}\n\n--\nPlease answer on your private page: replies to this e-mail are not read.`,
    );
  });

  it("makes the subject one line, whatever the name or subject holds", () => {
    const composed = composeMessage(
      { subject: "Re: {{name}}\r\nBcc: evil@example.com", body: "x" },
      { ...context, recordName: "Eve\r\nBcc: evil@example.com" },
      { repliesByMail: true },
    );
    expect(composed.mail.subject).toBe("Re: Eve Bcc: evil@example.com Bcc: evil@example.com");
    expect(composed.mail.subject).not.toMatch(/[\r\n]/);
  });
});

describe("names and addresses", () => {
  it("signs with the display name, else the username, on one line", () => {
    expect(staffNameOf({ username: "rita", displayName: "Rita Moreno" })).toBe("Rita Moreno");
    expect(staffNameOf({ username: "rita", displayName: null })).toBe("rita");
    expect(staffNameOf({ username: "rita", displayName: "  " })).toBe("rita");
    expect(staffNameOf({ username: "rita", displayName: "Rita\r\nBcc: x@y" })).toBe(
      "Rita Bcc: x@y",
    );
  });

  it("takes the first word of a name", () => {
    expect(firstNameOf(" Ada Lovelace")).toBe("Ada");
    expect(firstNameOf("Ada")).toBe("Ada");
  });

  it("names the kind in the default subject", () => {
    expect(defaultSubject("startup-ideas")).toBe("About your startup idea at Rootstock Ventures");
    expect(defaultSubject("investment-interests")).toBe(
      "About your investment interest at Rootstock Ventures",
    );
  });

  it("makes the plus-address of REPLY_TO", () => {
    expect(plusAddress("replies@example.com", "tok-EN_1")).toBe("replies+tok-EN_1@example.com");
  });
});
