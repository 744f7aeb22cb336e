import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type SmtpSink, startSmtpSink } from "../../../tests/support/smtp-sink";
import { mailMessageId, textToHtml } from "./compose";
import { createMailTransport, describeSendError, type OutgoingMail } from "./mail-transport";

/** Sending through a real SMTP server on 127.0.0.1 (tests/support/smtp-sink.ts). */

let sink: SmtpSink;
const from = "no-reply@agri.example.com";

beforeAll(async () => {
  sink = await startSmtpSink();
});

afterEach(async () => {
  sink.refuse("none");
  await sink.start(); // a no-op unless a test left it stopped
  sink.clear();
});

afterAll(async () => {
  await sink.stop();
});

const mail = (overrides: Partial<OutgoingMail> = {}): OutgoingMail => ({
  to: "reviewer@example.com",
  subject: "New startup idea from Ada",
  text: "Hello\n\nhttps://agri.example.com/admin/startup-ideas/7",
  html: textToHtml("Hello\n\nhttps://agri.example.com/admin/startup-ideas/7"),
  messageId: mailMessageId(7, "agri.example.com"),
  ...overrides,
});

/** The rejection message of `promise`, failing the test when it resolves. */
async function rejection(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(Error);
    return (error as Error).message;
  }
  throw new Error("expected the send to fail");
}

describe("createMailTransport", () => {
  it("delivers subject, text, html, Message-ID, sender and recipient", async () => {
    const transport = createMailTransport({ smtpUrl: sink.url, from });
    try {
      await transport.send(mail());
    } finally {
      transport.close();
    }
    const [received] = await sink.waitForMessages(1);
    expect(received).toMatchObject({
      from,
      to: ["reviewer@example.com"],
      subject: "New startup idea from Ada",
      messageId: "<outbox-7@agri.example.com>",
    });
    expect(received?.text.trim()).toBe("Hello\n\nhttps://agri.example.com/admin/startup-ideas/7");
    expect(received?.html).toContain('<a href="https://agri.example.com/admin/startup-ideas/7"');
    expect(received?.headers.get("from")).toMatchObject({ text: from });
    expect(received?.raw).toMatch(/^Message-ID: <outbox-7@agri\.example\.com>\r?$/im);
  });

  it("sends as a named sender with a Reply-To, and no name can add a header", async () => {
    const transport = createMailTransport({ smtpUrl: sink.url, from });
    try {
      await transport.send(
        mail({
          fromName: 'Rita "R" Moreno\r\nBcc: evil@example.com',
          replyTo: "replies+abc@agri.example.com",
        }),
      );
    } finally {
      transport.close();
    }
    const [received] = await sink.waitForMessages(1);
    expect(received?.headers.get("from")).toMatchObject({
      value: [{ address: from, name: expect.stringContaining("Moreno") }],
    });
    expect(received?.headers.get("reply-to")).toMatchObject({
      value: [{ address: "replies+abc@agri.example.com" }],
    });
    expect(received?.headers.has("bcc")).toBe(false);
    expect(received?.to).toEqual(["reviewer@example.com"]);
  });

  it("marks automatic mail Auto-Submitted: auto-generated, and other mail not at all", async () => {
    const transport = createMailTransport({ smtpUrl: sink.url, from });
    try {
      await transport.send(mail({ automatic: true }));
      await transport.send(mail({ automatic: false }));
      await transport.send(mail());
    } finally {
      transport.close();
    }
    const [automatic, personal, unsaid] = await sink.waitForMessages(3);
    expect(automatic?.raw).toMatch(/^Auto-Submitted: auto-generated\r?$/im);
    expect(personal?.headers.has("auto-submitted")).toBe(false);
    expect(unsaid?.headers.has("auto-submitted")).toBe(false);
  });

  it("sends text alone when there is no html", async () => {
    const transport = createMailTransport({ smtpUrl: sink.url, from });
    try {
      await transport.send(mail({ html: undefined }));
    } finally {
      transport.close();
    }
    const [received] = await sink.waitForMessages(1);
    expect(received?.html).toBe(false);
  });

  it("rejects with the server's 451 reply while the server refuses", async () => {
    const transport = createMailTransport({ smtpUrl: sink.url, from });
    sink.refuse("temporary");
    try {
      expect(await rejection(transport.send(mail()))).toContain("451");
      sink.refuse("none");
      await transport.send(mail());
    } finally {
      transport.close();
    }
    expect(sink.messages).toHaveLength(1);
  });

  it("rejects with ECONNREFUSED while the server is down, and works again on the same port", async () => {
    const transport = createMailTransport({ smtpUrl: sink.url, from });
    const port = sink.port;
    try {
      await sink.stop();
      expect(await rejection(transport.send(mail()))).toContain("ECONNREFUSED");
      await sink.start();
      expect(sink.port).toBe(port);
      await transport.send(mail());
    } finally {
      transport.close();
    }
    expect(sink.messages).toHaveLength(1);
  });

  it("never puts the SMTP password into an error message", async () => {
    const smtpUrl = `smtp://user:secret@127.0.0.1:${sink.port}`;
    const transport = createMailTransport({ smtpUrl, from });
    try {
      await transport.send(mail()); // the credentials are used and accepted
      sink.refuse("temporary");
      const refused = await rejection(transport.send(mail()));
      expect(refused).toContain("451");
      expect(refused).not.toContain("secret");
      await sink.stop();
      const down = await rejection(transport.send(mail()));
      expect(down).toContain("ECONNREFUSED");
      expect(down).not.toContain("secret");
    } finally {
      transport.close();
    }
  });
});

describe("describeSendError", () => {
  it("redacts the password in any spelling and keeps one line", () => {
    const error = new Error("Invalid login: 535 bad p@ss:w0rd\r\n(p%40ss%3Aw0rd)");
    const message = describeSendError(error, ["p%40ss%3Aw0rd", "p@ss:w0rd"]);
    expect(message).toBe("Invalid login: 535 bad *** (***)");
    expect(describeSendError("boom", [])).toBe("boom");
    expect(describeSendError(new Error(""), [])).toBe("Sending failed");
  });
});
