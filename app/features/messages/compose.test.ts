import { describe, expect, it } from "vitest";
import {
  draftFromTemplate,
  payloadOf,
  previewOf,
  STATUS_LINK_PREVIEW,
  templateValues,
} from "./compose";
import { composerSchema } from "./composer-schema";

const values = templateValues("  Ana María Farm ", "Rita Reviewer", STATUS_LINK_PREVIEW);
const template = {
  subject: "Your idea, {{firstName}}",
  body: "Hello {{name}},\n\nSee {{statusUrl}}.\n\n{{staffName}}",
};

describe("the composer's templates", () => {
  it("names the person in full and by the first word of their name", () => {
    expect(values).toMatchObject({ name: "Ana María Farm", firstName: "Ana" });
    expect(values.staffName).toBe("Rita Reviewer");
  });

  it("fills a picked template for this record and writer, leaving the status link to the server", () => {
    expect(draftFromTemplate(template, values)).toEqual({
      subject: "Your idea, Ana",
      body: "Hello Ana María Farm,\n\nSee {{statusUrl}}.\n\nRita Reviewer",
    });
  });

  it("previews the mail with the status link described, as the submitter will read it", () => {
    const preview = previewOf(draftFromTemplate(template, values), values);
    expect(preview.body).toBe(
      `Hello Ana María Farm,\n\nSee ${STATUS_LINK_PREVIEW}.\n\nRita Reviewer`,
    );
    expect(preview.body).not.toContain("{{");
  });
});

describe("what the composer sends", () => {
  const filled = draftFromTemplate(template, values);

  it("sends a template left as picked by its id alone, so the server fills it", () => {
    expect(payloadOf(filled, { id: 4, filled })).toEqual({ templateId: 4 });
  });

  it("sends an edited template's text with its id", () => {
    const edited = { ...filled, body: `${filled.body}\nP.S. Call me.` };
    expect(payloadOf(edited, { id: 4, filled })).toEqual({
      templateId: 4,
      subject: filled.subject,
      body: edited.body,
    });
  });

  it("sends a written message without a blank subject (the server has a default)", () => {
    expect(payloadOf({ subject: "  ", body: " Hi there \n" }, null)).toEqual({ body: "Hi there" });
    expect(payloadOf({ subject: "Next steps", body: "Hi" }, null)).toEqual({
      subject: "Next steps",
      body: "Hi",
    });
  });

  it("asks for a message, and lets the subject stay empty", () => {
    expect(composerSchema.safeParse({ subject: "", body: "Hi" }).success).toBe(true);
    const blank = composerSchema.safeParse({ subject: "", body: "   " });
    expect(blank.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [["body"], "Message is required"],
    ]);
    const long = composerSchema.safeParse({ subject: "x".repeat(201), body: "Hi" });
    expect(long.error?.issues[0]?.path).toEqual(["subject"]);
  });
});
