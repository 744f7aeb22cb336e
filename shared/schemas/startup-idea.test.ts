import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { validIdea } from "../../tests/support/submission-payloads";
import {
  DEFAULT_STAGE,
  IDEA_MESSAGES,
  SECTOR_FILTERS,
  STARTUP_SECTORS,
  STARTUP_STAGES,
  startupIdeaForm,
  startupIdeaPayload,
} from "./startup-idea";

/** Every problem a schema reports, as the API would name it. */
function problems(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    path: issue.path.join("."),
    message: issue.message,
  }));
}

const valid = validIdea();

const emailOfLength = (length: number) =>
  `${"a".repeat(length - "@example.com".length)}@example.com`;

describe("startupIdeaPayload (POST /api/ideas)", () => {
  it("accepts a complete submission and keeps exactly the stored fields", () => {
    expect(startupIdeaPayload.parse(valid)).toEqual(valid);
  });

  it("trims every string", () => {
    const parsed = startupIdeaPayload.parse({
      name: "  Ada Farmer \n",
      email: "\t ada@example.com  ",
      phone: "  +1 555 0100  ",
      idea: "   Soil sensors that talk to irrigation controllers.   ",
      sector: valid.sector,
      stage: valid.stage,
    });
    expect(parsed).toEqual(valid);
  });

  it("drops fields the client may not set (id, status, notes, dates, terms, honeypot)", () => {
    const parsed = startupIdeaPayload.parse({
      ...valid,
      id: 99,
      status: "archived",
      notes: "hacked",
      createdAt: "2000-01-01T00:00:00.000Z",
      updatedAt: "2000-01-01T00:00:00.000Z",
      terms: true,
      website: "https://spam.example",
    });
    expect(Object.keys(parsed).sort()).toEqual(
      ["email", "idea", "name", "phone", "sector", "stage"].sort(),
    );
  });

  it("names every bad field at once with the spec's messages", () => {
    expect(problems(startupIdeaPayload, {})).toEqual([
      { path: "name", message: "Name must be at least 2 characters" },
      { path: "email", message: "Please enter a valid email address" },
      { path: "idea", message: "Please provide more details about your idea" },
      { path: "sector", message: "Please select an agricultural sector" },
      { path: "stage", message: "Please select a stage" },
    ]);
  });

  describe("name", () => {
    it.each([
      ["1 character", "A"],
      ["empty", ""],
      ["2 characters only after trimming", " A "],
      ["blank", "     "],
    ])("rejects %s", (_label, name) => {
      expect(problems(startupIdeaPayload, { ...valid, name })).toEqual([
        { path: "name", message: "Name must be at least 2 characters" },
      ]);
    });

    it("accepts 2 and 100 characters", () => {
      expect(startupIdeaPayload.parse({ ...valid, name: "Al" }).name).toBe("Al");
      const longest = "n".repeat(100);
      expect(startupIdeaPayload.parse({ ...valid, name: longest }).name).toBe(longest);
    });

    it("rejects 101 characters", () => {
      expect(problems(startupIdeaPayload, { ...valid, name: "n".repeat(101) })).toEqual([
        { path: "name", message: "Name must be at most 100 characters" },
      ]);
    });

    it("counts the length after trimming", () => {
      const padded = `  ${"n".repeat(100)}  `;
      expect(startupIdeaPayload.parse({ ...valid, name: padded }).name).toBe("n".repeat(100));
    });
  });

  describe("email", () => {
    it.each([
      "",
      "plainaddress",
      "ada@",
      "@example.com",
      "ada@example",
      "ada@@example.com",
      "ada farmer@example.com",
      "ada@exa mple.com",
    ])("rejects %j", (email) => {
      expect(problems(startupIdeaPayload, { ...valid, email })).toEqual([
        { path: "email", message: "Please enter a valid email address" },
      ]);
    });

    it("accepts 254 characters", () => {
      const email = emailOfLength(254);
      expect(email).toHaveLength(254);
      expect(startupIdeaPayload.parse({ ...valid, email }).email).toBe(email);
    });

    it("rejects 255 characters", () => {
      const email = emailOfLength(255);
      expect(email).toHaveLength(255);
      expect(problems(startupIdeaPayload, { ...valid, email })).toEqual([
        { path: "email", message: "Email must be at most 254 characters" },
      ]);
    });
  });

  describe("phone (optional)", () => {
    it.each([
      ["undefined", undefined],
      ["null", null],
      ["empty", ""],
      ["blank", "    "],
    ])("is stored as null when %s", (_label, phone) => {
      expect(startupIdeaPayload.parse({ ...valid, phone }).phone).toBeNull();
    });

    it("is stored as null when the key is absent", () => {
      const { phone: _omitted, ...withoutPhone } = valid;
      expect(startupIdeaPayload.parse(withoutPhone).phone).toBeNull();
    });

    it("accepts 40 characters and rejects 41", () => {
      const phone40 = "1".repeat(40);
      expect(startupIdeaPayload.parse({ ...valid, phone: phone40 }).phone).toBe(phone40);
      expect(problems(startupIdeaPayload, { ...valid, phone: "1".repeat(41) })).toEqual([
        { path: "phone", message: "Phone must be at most 40 characters" },
      ]);
    });

    it("rejects a number", () => {
      expect(problems(startupIdeaPayload, { ...valid, phone: 5550100 })).toEqual([
        { path: "phone", message: "Phone must be text" },
      ]);
    });
  });

  describe("idea", () => {
    it("rejects 9 characters and accepts 10", () => {
      expect(problems(startupIdeaPayload, { ...valid, idea: "123456789" })).toEqual([
        { path: "idea", message: "Please provide more details about your idea" },
      ]);
      expect(startupIdeaPayload.parse({ ...valid, idea: "1234567890" }).idea).toBe("1234567890");
    });

    it("counts the length after trimming", () => {
      expect(problems(startupIdeaPayload, { ...valid, idea: "    123456789    " })).toEqual([
        { path: "idea", message: "Please provide more details about your idea" },
      ]);
    });

    it("accepts 5000 characters and rejects 5001", () => {
      const idea5000 = "i".repeat(5000);
      expect(startupIdeaPayload.parse({ ...valid, idea: idea5000 }).idea).toBe(idea5000);
      expect(problems(startupIdeaPayload, { ...valid, idea: "i".repeat(5001) })).toEqual([
        { path: "idea", message: "Idea must be at most 5000 characters" },
      ]);
    });
  });

  describe("sector", () => {
    it("offers exactly the seven form labels of the contract", () => {
      expect(STARTUP_SECTORS).toEqual([
        "Biotech",
        "Supply Chain & Marketplace Platforms",
        "Ag Robotics & Automation",
        "Forestry Technology",
        "Farm Management Software/Systems",
        "Seeds/Inputs",
        "Other",
      ]);
    });

    it.each(STARTUP_SECTORS)("accepts %j", (sector) => {
      expect(startupIdeaPayload.parse({ ...valid, sector }).sector).toBe(sector);
    });

    it.each([
      ["an unknown label", "Fintech"],
      ["an admin filter value instead of the label", "biotech"],
      ["a different case", "BIOTECH"],
      ["empty", ""],
      ["left out", undefined],
    ])("rejects %s", (_label, sector) => {
      expect(problems(startupIdeaPayload, { ...valid, sector })).toEqual([
        { path: "sector", message: "Please select an agricultural sector" },
      ]);
    });
  });

  describe("stage", () => {
    it("offers the four stages, Concept/Idea stage first and by default", () => {
      expect(STARTUP_STAGES).toEqual([
        "Concept/Idea stage",
        "Prototype/MVP",
        "Early-stage startup",
        "Other",
      ]);
      expect(DEFAULT_STAGE).toBe("Concept/Idea stage");
    });

    it.each(STARTUP_STAGES)("accepts %j", (stage) => {
      expect(startupIdeaPayload.parse({ ...valid, stage }).stage).toBe(stage);
    });

    it.each([
      ["an unknown stage", "Series B"],
      ["empty", ""],
      ["left out", undefined],
    ])("rejects %s", (_label, stage) => {
      expect(problems(startupIdeaPayload, { ...valid, stage })).toEqual([
        { path: "stage", message: IDEA_MESSAGES.stage },
      ]);
    });
  });

  it("rejects wrong types with each field's own message", () => {
    expect(
      problems(startupIdeaPayload, {
        name: 42,
        email: ["ada@example.com"],
        phone: { number: "1" },
        idea: 1234567890,
        sector: ["Biotech"],
        stage: true,
      }),
    ).toEqual([
      { path: "name", message: "Name must be at least 2 characters" },
      { path: "email", message: "Please enter a valid email address" },
      { path: "phone", message: "Phone must be text" },
      { path: "idea", message: "Please provide more details about your idea" },
      { path: "sector", message: "Please select an agricultural sector" },
      { path: "stage", message: "Please select a stage" },
    ]);
  });

  it.each([null, undefined, "text", 42, ["Ada"]])("rejects a body that is %j", (body) => {
    expect(startupIdeaPayload.safeParse(body).success).toBe(false);
  });
});

describe("startupIdeaForm (the home-page form)", () => {
  it("accepts the payload fields plus the ticked terms box", () => {
    expect(startupIdeaForm.parse({ ...valid, terms: true })).toEqual({ ...valid, terms: true });
  });

  it("rejects unticked terms with the spec's message", () => {
    expect(problems(startupIdeaForm, { ...valid, terms: false })).toEqual([
      { path: "terms", message: "You must agree to the terms and conditions" },
    ]);
  });

  it("rejects missing terms with the same message", () => {
    expect(problems(startupIdeaForm, valid)).toEqual([
      { path: "terms", message: "You must agree to the terms and conditions" },
    ]);
  });

  it("applies the payload's field rules", () => {
    expect(problems(startupIdeaForm, { ...valid, name: "A", idea: "short", terms: true })).toEqual([
      { path: "name", message: "Name must be at least 2 characters" },
      { path: "idea", message: "Please provide more details about your idea" },
    ]);
  });

  it("differs from the payload only by the terms box, which is never sent", () => {
    // The payload does not ask for terms (the form does not send it) ...
    expect(startupIdeaPayload.safeParse(valid).success).toBe(true);
    expect(startupIdeaForm.safeParse(valid).success).toBe(false);
    // ... and what the form yields, sent as is, stores no terms field.
    const formValues = startupIdeaForm.parse({ ...valid, terms: true });
    expect(startupIdeaPayload.parse(formValues)).not.toHaveProperty("terms");
    expect(Object.keys(startupIdeaForm.shape).sort()).toEqual(
      [...Object.keys(startupIdeaPayload.shape), "terms"].sort(),
    );
  });
});

describe("SECTOR_FILTERS (admin list filter)", () => {
  it("maps each admin filter value of the spec to the form label it names", () => {
    expect(SECTOR_FILTERS).toEqual({
      biotech: "Biotech",
      "supply chain & marketplace": "Supply Chain & Marketplace Platforms",
      "ag robotics & automation": "Ag Robotics & Automation",
      "forestry technology": "Forestry Technology",
      "farm management software": "Farm Management Software/Systems",
      "seeds/inputs": "Seeds/Inputs",
      other: "Other",
    });
  });
});
