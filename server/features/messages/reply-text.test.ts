import { describe, expect, it } from "vitest";
import { replyText } from "./reply-text";

/** The site's message that the submitter's program quotes under their answer. */
const ORIGINAL =
  "Hello Jane,\nCould you send us your soil data from last season?\nThe Rootstock team";

const quoted = (text: string) =>
  text
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");

describe("replyText keeps the answer and cuts off the quote", () => {
  it("of Gmail, whose attribution is wrapped over two lines", () => {
    const gmail = [
      "Sure, the data is attached.",
      "",
      "Jane",
      "",
      "On Tue, Mar 5, 2024 at 9:41 AM Rootstock Ventures <",
      "replies+Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cQ@rootstock.example> wrote:",
      "",
      quoted(ORIGINAL),
      "",
    ].join("\r\n");
    expect(replyText(gmail)).toBe("Sure, the data is attached.\n\nJane");
  });

  it("of Gmail with the attribution on one line", () => {
    const gmail = `Yes please.\n\nOn Tue, Mar 5, 2024 at 9:41 AM Rootstock <replies@rootstock.example> wrote:\n${quoted(ORIGINAL)}`;
    expect(replyText(gmail)).toBe("Yes please.");
  });

  it("of Apple Mail, with its 'Sent from my iPhone' and the quote under it", () => {
    const apple = [
      "Happy to talk on Thursday.",
      "",
      "Sent from my iPhone",
      "",
      "> On 5 Mar 2024, at 09:41, Rootstock Ventures <replies@rootstock.example> wrote:",
      ">",
      quoted(ORIGINAL),
    ].join("\n");
    expect(replyText(apple)).toBe("Happy to talk on Thursday.");
  });

  it("of Apple Mail on a Mac, whose attribution stands above the quote", () => {
    const apple = `Thursday works.\n\n> On 5 Mar 2024, at 09:41, Rootstock Ventures <replies@rootstock.example> wrote:\n> \n${quoted(ORIGINAL)}\n`;
    expect(replyText(apple)).toBe("Thursday works.");
  });

  it("of Thunderbird, with a signature", () => {
    const thunderbird = [
      "We measured nitrogen weekly; the file has every plot.",
      "",
      "-- ",
      "Jane Doe",
      "Soil Sense Ltd",
      "",
      "On 05/03/2024 09:41, Rootstock Ventures wrote:",
      quoted(ORIGINAL),
    ].join("\n");
    expect(replyText(thunderbird)).toBe("We measured nitrogen weekly; the file has every plot.");
  });

  it("of desktop Outlook, with its header block under a rule", () => {
    const outlook = [
      "Dear team,",
      "",
      "please find the numbers below.",
      "",
      "Kind regards",
      "Jane",
      "",
      "________________________________",
      "From: Rootstock Ventures <replies+abc@rootstock.example>",
      "Sent: Tuesday, March 5, 2024 9:41 AM",
      "To: Jane Doe <jane@soilsense.example>",
      "Subject: Your idea",
      "",
      ORIGINAL,
    ].join("\r\n");
    expect(replyText(outlook)).toBe(
      "Dear team,\n\nplease find the numbers below.\n\nKind regards\nJane",
    );
  });

  it("of Outlook with bold header names and no rule", () => {
    const outlook = `Confirmed.\n\n*From:* Rootstock Ventures <replies@rootstock.example>\n*Sent:* Tuesday, March 5, 2024 9:41 AM\n*To:* Jane Doe\n*Subject:* Your idea\n\n${ORIGINAL}`;
    expect(replyText(outlook)).toBe("Confirmed.");
  });

  it("of older Outlook's '-----Original Message-----'", () => {
    const outlook = `Thanks, noted.\n\n-----Original Message-----\nFrom: Rootstock Ventures\nSent: 05 March 2024 09:41\n\n${ORIGINAL}`;
    expect(replyText(outlook)).toBe("Thanks, noted.");
  });

  it("of German Outlook and Gmail", () => {
    expect(
      replyText(
        "Gerne.\n\nVon: Rootstock Ventures <replies@rootstock.example>\nGesendet: Dienstag, 5. März 2024 09:41\nAn: Jane\nBetreff: Ihre Idee\n\nHallo",
      ),
    ).toBe("Gerne.");
    expect(
      replyText(
        "Gerne.\n\nAm Di., 5. März 2024 um 09:41 Uhr schrieb Rootstock Ventures <\nreplies@rootstock.example>:\n> Hallo",
      ),
    ).toBe("Gerne.");
  });

  it("of a French mail program", () => {
    expect(
      replyText(
        "Avec plaisir.\n\nLe mar. 5 mars 2024 à 09:41, Rootstock <replies@rootstock.example> a écrit :\n> Bonjour",
      ),
    ).toBe("Avec plaisir.");
  });

  it("of a bottom-posted reply, keeping the answer under the quote", () => {
    const bottom = `On 05/03/2024 09:41, Rootstock Ventures wrote:\n${quoted(ORIGINAL)}\n\nHere is my answer,\nbelow your text.\n\n-- \nJane`;
    expect(replyText(bottom)).toBe("Here is my answer,\nbelow your text.");
  });

  it("leaving answers given between quoted lines with their quotes", () => {
    const inline =
      "> Could you send us your soil data?\nYes, attached.\n> From last season?\nFrom the last two.\n\n> The Rootstock team";
    expect(replyText(inline)).toBe(
      "> Could you send us your soil data?\nYes, attached.\n> From last season?\nFrom the last two.",
    );
  });
});

describe("replyText leaves alone", () => {
  it("a mail with no quote or signature", () => {
    expect(replyText("Line one\nLine two\n\nLine four\n")).toBe("Line one\nLine two\n\nLine four");
  });

  it("text that only looks like the start of an attribution", () => {
    const text = "On Monday I can call you.\nOn Tuesday I am away.";
    expect(replyText(text)).toBe(text);
  });

  it("a 'From:' line in the answer that is no header block", () => {
    const text = "From: the north field, 12 samples.\nTo be repeated in May.";
    expect(replyText(text)).toBe(text);
  });

  it("a dash line in the answer that is no signature", () => {
    const text = "Costs:\n--- seeds 200\n--- labour 300";
    expect(replyText(text)).toBe(text);
  });

  it("an empty mail", () => {
    expect(replyText("")).toBe("");
    expect(replyText("\n\n")).toBe("");
  });
});
