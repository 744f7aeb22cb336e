import {
  MESSAGE_TEXTS,
  type MessageTemplate,
  unknownPlaceholderMessage,
} from "@shared/schemas/messages";
import { describe, expect, it } from "vitest";
import { staffApp } from "../../../tests/support/staff-app";

/** Contract §13: templates, read by admins and reviewers, written by admins only. */
const staff = staffApp("/api/admin/message-templates");
const { call } = staff;
const list = async () => (await call("GET", "", staff.reviewerCookie)).json<MessageTemplate[]>();

describe("GET /api/admin/message-templates", () => {
  it("lists the three seeded templates by name, to admins and reviewers", async () => {
    const response = await call("GET", "", staff.reviewerCookie);
    expect(response.statusCode).toBe(200);
    const names = response.json<MessageTemplate[]>().map((template) => template.name);
    expect(names).toEqual(["A polite pass", "A question", "We received it"]);
    expect(Object.keys(response.json()[0]).sort()).toEqual(["body", "id", "name", "subject"]);
    expect((await call("GET", "", staff.adminCookie)).statusCode).toBe(200);
    expect((await call("GET", "", staff.editorCookie)).statusCode).toBe(403);
    expect((await call("GET", "", "")).statusCode).toBe(401);
  });
});

describe("writing templates", () => {
  const template = {
    name: "  Check-in ",
    subject: "Checking in, {{firstName}}",
    body: "Hello {{ name }},\n\n{{statusUrl}}\n\n{{staffName}}",
  };

  it("creates, changes and deletes one (admin), kept as written with its placeholders", async () => {
    const created = await call("POST", "", staff.adminCookie, template);
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<MessageTemplate>();
    expect(created.json()).toEqual({ id, ...template, name: "Check-in" });
    expect((await list()).map((entry) => entry.name)).toContain("Check-in");

    const patched = await call("PATCH", `/${id}`, staff.adminCookie, { subject: "New subject" });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toEqual({ id, ...template, name: "Check-in", subject: "New subject" });
    expect((await call("PATCH", `/${id}`, staff.adminCookie, {})).json()).toMatchObject({
      subject: "New subject",
    });

    const deleted = await call("DELETE", `/${id}`, staff.adminCookie);
    expect(deleted.statusCode).toBe(204);
    expect((await list()).map((entry) => entry.id)).not.toContain(id);
    expect((await call("DELETE", `/${id}`, staff.adminCookie)).statusCode).toBe(404);
  });

  it("refuses an unknown placeholder with a 400 naming it, in the subject or the body", async () => {
    for (const [field, text] of [
      ["subject", "Hi {{first_name}}"],
      ["body", "Hi {{first_name}}, {{ price }} {{first_name}}"],
    ] as const) {
      const response = await call("POST", "", staff.adminCookie, { ...template, [field]: text });
      expect(response.statusCode).toBe(400);
      const names = field === "subject" ? ["first_name"] : ["first_name", "price"];
      expect(response.json().message).toBe(unknownPlaceholderMessage(names));
    }
    const [existing] = await list();
    const patched = await call("PATCH", `/${existing?.id}`, staff.adminCookie, {
      body: "{{nope}}",
    });
    expect(patched.statusCode).toBe(400);
    expect(patched.json().message).toBe(unknownPlaceholderMessage(["nope"]));
    expect((await list()).find((entry) => entry.id === existing?.id)).toEqual(existing);
  });

  it("refuses missing or too long fields with the schema's message", async () => {
    const problem = async (body: unknown) =>
      (await call("POST", "", staff.adminCookie, body)).json();
    expect((await problem({ ...template, name: " " })).message).toBe(
      MESSAGE_TEXTS.templateNameRequired,
    );
    expect((await problem({ ...template, name: "n".repeat(101) })).message).toBe(
      MESSAGE_TEXTS.templateNameMax,
    );
    expect((await problem({ name: "x", body: "y" })).message).toBe(MESSAGE_TEXTS.subjectRequired);
    expect((await problem({ ...template, body: "" })).message).toBe(MESSAGE_TEXTS.bodyRequired);
  });

  it("answers 404 for an unknown id, 400 for a malformed one", async () => {
    expect((await call("PATCH", "/999999", staff.adminCookie, { name: "x" })).statusCode).toBe(404);
    expect((await call("PATCH", "/999999", staff.adminCookie, { name: "x" })).json().message).toBe(
      MESSAGE_TEXTS.templateNotFound,
    );
    expect((await call("DELETE", "/999999", staff.adminCookie)).statusCode).toBe(404);
    expect((await call("PATCH", "/abc", staff.adminCookie, { name: "x" })).statusCode).toBe(400);
    expect((await call("DELETE", "/0", staff.adminCookie)).statusCode).toBe(400);
  });

  it("lets only admins write: a reviewer or editor gets 403, no session 401", async () => {
    const [existing] = await list();
    for (const cookie of [staff.reviewerCookie, staff.editorCookie]) {
      expect((await call("POST", "", cookie, template)).statusCode).toBe(403);
      expect((await call("PATCH", `/${existing?.id}`, cookie, { name: "x" })).statusCode).toBe(403);
      expect((await call("DELETE", `/${existing?.id}`, cookie)).statusCode).toBe(403);
    }
    expect((await call("POST", "", "", template)).statusCode).toBe(401);
    expect((await list()).find((entry) => entry.id === existing?.id)).toEqual(existing);
  });
});
