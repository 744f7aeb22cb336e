import { describe, expect, it } from "vitest";
import { plusTokens, readReplyMail } from "./reply-mail";

const TOKEN = "Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cQ";
const REPLY_TO = "replies@rootstock.example";

const mail = (headers: string[], body = "Thanks.") =>
  Buffer.from(
    [
      "From: Jane <jane@soilsense.example>",
      "Subject: Re: Your idea",
      ...headers,
      "Content-Type: text/plain; charset=utf-8",
      "",
      body,
    ].join("\r\n"),
  );

describe("readReplyMail", () => {
  it("finds the plus-address token of REPLY_TO, whatever the case of its address", async () => {
    const reply = await readReplyMail(
      mail([`To: "Rootstock" <Replies+${TOKEN}@Rootstock.Example>`, "Message-ID: <a@mail>"]),
      REPLY_TO,
    );
    expect(reply.tokens).toEqual([TOKEN]);
    expect(reply.messageId).toBe("<a@mail>");
  });

  it("takes no token from another address, another domain, or without REPLY_TO", async () => {
    const headers = [
      `To: other+${TOKEN}@rootstock.example, replies+${TOKEN}@rootstock.example.evil`,
      `Cc: myreplies+${TOKEN}@rootstock.example`,
    ];
    expect((await readReplyMail(mail(headers), REPLY_TO)).tokens).toEqual([]);
    const addressed = mail([`To: replies+${TOKEN}@rootstock.example`]);
    expect((await readReplyMail(addressed, undefined)).tokens).toEqual([]);
  });

  it("lists what it answers: In-Reply-To first, then References newest first", async () => {
    const reply = await readReplyMail(
      mail(["In-Reply-To: <c@site>", "References: <a@site> <b@site>\r\n <c@site>"]),
      REPLY_TO,
    );
    expect(reply.answers).toEqual(["<c@site>", "<c@site>", "<b@site>", "<a@site>"]);
  });

  it("knows a mail without a Message-ID by its bytes, the same at every reading", async () => {
    const source = mail([`To: replies+${TOKEN}@rootstock.example`]);
    const first = await readReplyMail(source, REPLY_TO);
    expect(first.messageId).toMatch(/^<[0-9a-f]{64}@no-message-id\.invalid>$/);
    expect((await readReplyMail(Buffer.from(source), REPLY_TO)).messageId).toBe(first.messageId);
  });

  it("counts attachments, not the pictures an HTML body shows inline", async () => {
    const source = Buffer.from(
      [
        "From: Jane <jane@soilsense.example>",
        `To: replies+${TOKEN}@rootstock.example`,
        "Subject: Re: Your idea",
        "MIME-Version: 1.0",
        'Content-Type: multipart/mixed; boundary="outer"',
        "",
        "--outer",
        'Content-Type: multipart/related; boundary="inner"',
        "",
        "--inner",
        "Content-Type: text/html; charset=utf-8",
        "",
        '<p>See the plot.</p><img src="cid:logo@soilsense">',
        "--inner",
        "Content-Type: image/png",
        "Content-ID: <logo@soilsense>",
        "Content-Disposition: inline",
        "Content-Transfer-Encoding: base64",
        "",
        Buffer.from("logo").toString("base64"),
        "--inner--",
        "--outer",
        'Content-Type: text/csv; name="plot.csv"',
        'Content-Disposition: attachment; filename="plot.csv"',
        "",
        "plot,nitrogen",
        "--outer--",
        "",
      ].join("\r\n"),
    );
    const reply = await readReplyMail(source, REPLY_TO);
    expect(reply.attachmentCount).toBe(1);
    expect(reply.body).toBe("See the plot.");
  });

  it("keeps the whole text when the cutter would leave nothing", async () => {
    const reply = await readReplyMail(mail([], "-- \nJane Doe, Soil Sense"), REPLY_TO);
    expect(reply.body).toBe("-- \nJane Doe, Soil Sense");
  });

  it("drops characters PostgreSQL cannot store and cuts very long replies", async () => {
    const reply = await readReplyMail(mail([], `A\u0000B ${"x".repeat(20_000)}`), REPLY_TO);
    expect(reply.body.startsWith("AB x")).toBe(true);
    expect(reply.body).toHaveLength(10_000);
  });
});

describe("plusTokens", () => {
  it("reads Delivered-To and X-Original-To too, once per token", () => {
    const tokens = plusTokens(
      [
        { key: "delivered-to", line: `Delivered-To: replies+${TOKEN}@rootstock.example` },
        { key: "x-original-to", line: `X-Original-To: replies+${TOKEN}@rootstock.example` },
        { key: "reply-to", line: "Reply-To: replies+other@rootstock.example" },
      ],
      REPLY_TO,
    );
    expect(tokens).toEqual([TOKEN]);
  });
});
