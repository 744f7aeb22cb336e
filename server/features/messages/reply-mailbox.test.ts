import { describe, expect, it } from "vitest";
import { loadEnv } from "../../env";
import { mailboxAddress } from "./reply-mailbox";

describe("IMAP_URL", () => {
  it("names the server, the login and the folder", () => {
    expect(
      mailboxAddress("imaps://replies%40studio.example:p%3Ass@mail.example:993/INBOX"),
    ).toEqual({
      host: "mail.example",
      port: 993,
      secure: true,
      user: "replies@studio.example",
      password: "p:ss",
      folder: "INBOX",
    });
  });

  it("defaults the port by its scheme and the folder to INBOX", () => {
    expect(mailboxAddress("imap://user:pass@mail.example")).toMatchObject({
      port: 143,
      secure: false,
      folder: "INBOX",
    });
    expect(mailboxAddress("imaps://user:pass@mail.example/")).toMatchObject({
      port: 993,
      folder: "INBOX",
    });
    expect(mailboxAddress("imaps://user:pass@mail.example/Site%20replies").folder).toBe(
      "Site replies",
    );
  });

  it("is checked when the server starts; left empty, no mail is read", () => {
    expect(() => loadEnv({ IMAP_URL: "https://mail.example" })).toThrow(/IMAP_URL must look like/);
    expect(() => loadEnv({ IMAP_URL: "imaps:///INBOX" })).toThrow(/IMAP_URL/);
    expect(loadEnv({ IMAP_URL: "" }).IMAP_URL).toBeUndefined();
    expect(loadEnv({ IMAP_URL: "imap://u:p@localhost:143/INBOX" }).IMAP_URL).toBe(
      "imap://u:p@localhost:143/INBOX",
    );
  });
});
