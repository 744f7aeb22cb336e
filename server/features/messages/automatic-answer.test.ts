import { describe, expect, it } from "vitest";
import { automaticAnswerHeader } from "./automatic-answer";
import { readReplyMail } from "./reply-mail";

/** A mail's headers as mailparser lists them, from raw header lines. */
const headers = (...lines: string[]) =>
  lines.map((line) => ({ key: line.slice(0, line.indexOf(":")).toLowerCase(), line }));

const REPLY = ["From: Jane <jane@soilsense.example>", "Subject: Re: Your idea"];

describe("automaticAnswerHeader", () => {
  it("names Auto-Submitted with any value but no", () => {
    for (const value of ["auto-replied", "auto-generated", "auto-notified", "Auto-Replied", ""]) {
      const line = `Auto-Submitted: ${value}`;
      expect(automaticAnswerHeader(headers(...REPLY, line)), value).toBe("Auto-Submitted");
    }
  });

  it("takes Auto-Submitted: no, in any case and with parameters or a comment, as a person's mail", () => {
    for (const line of [
      "Auto-Submitted: no",
      "Auto-Submitted: NO",
      "auto-submitted:no ; owner=jane",
      "Auto-Submitted: No (written by hand)",
    ]) {
      expect(automaticAnswerHeader(headers(...REPLY, line)), line).toBeNull();
    }
  });

  it("judges Auto-Submitted by its value before any parameters, folded or not", () => {
    expect(
      automaticAnswerHeader(headers("Auto-Submitted: auto-replied; owner-email=jane@x.example")),
    ).toBe("Auto-Submitted");
    expect(automaticAnswerHeader(headers("auto-submitted:\r\n auto-replied"))).toBe(
      "auto-submitted",
    );
    expect(automaticAnswerHeader(headers("Auto-Submitted: no;\r\n\tfoo=auto-replied"))).toBeNull();
  });

  it("names X-Autoreply and X-Autorespond whatever their value", () => {
    expect(automaticAnswerHeader(headers(...REPLY, "X-Autoreply: yes"))).toBe("X-Autoreply");
    expect(automaticAnswerHeader(headers(...REPLY, "X-AutoRespond: 1"))).toBe("X-AutoRespond");
    expect(automaticAnswerHeader(headers(...REPLY, "X-Autorespond: no"))).toBe("X-Autorespond");
  });

  it("names Precedence bulk, junk and auto_reply in any case, and no other precedence", () => {
    for (const value of ["bulk", "junk", "auto_reply", "Bulk", "JUNK", "Auto_Reply"]) {
      const line = `Precedence: ${value}`;
      expect(automaticAnswerHeader(headers(...REPLY, line)), value).toBe("Precedence");
    }
    for (const value of ["list", "first-class", "normal", "bulky", "auto-reply"]) {
      expect(automaticAnswerHeader(headers(...REPLY, `Precedence: ${value}`)), value).toBeNull();
    }
  });

  it("answers null for a reply written by a person", () => {
    expect(automaticAnswerHeader(headers(...REPLY, "X-Mailer: Thunderbird"))).toBeNull();
    expect(automaticAnswerHeader([])).toBeNull();
  });
});

describe("readReplyMail", () => {
  const raw = (...extra: string[]) =>
    Buffer.from(
      [...REPLY, "To: replies@rootstock.example", ...extra, "", "I am away until Monday."].join(
        "\r\n",
      ),
    );

  it("says which header makes a mail an automatic answer, as mailparser reads it", async () => {
    const away = await readReplyMail(raw("Auto-Submitted: auto-replied (vacation)"), undefined);
    expect(away.automaticAnswer).toBe("Auto-Submitted");
    const bulk = await readReplyMail(raw("Precedence: bulk"), undefined);
    expect(bulk.automaticAnswer).toBe("Precedence");
    const written = await readReplyMail(raw("Auto-Submitted: no"), undefined);
    expect(written.automaticAnswer).toBeNull();
  });
});
