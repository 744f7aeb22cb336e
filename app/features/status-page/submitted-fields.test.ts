import { describe, expect, it } from "vitest";
import { kindNoun, submittedFields } from "./submitted-fields";

describe("submittedFields", () => {
  it("lists an idea's fields in the form's order, leaving out what was left empty", () => {
    const fields = submittedFields({
      kind: "startup-ideas",
      submission: {
        name: "Ada",
        email: "ada@example.com",
        phone: null,
        idea: "Sensors\nfor soil",
        sector: "Biotech",
        stage: "Prototype/MVP",
      },
    });
    expect(fields.map((field) => field.label)).toEqual([
      "Name",
      "Email",
      "Agricultural sector",
      "Stage",
      "Your idea",
    ]);
    expect(fields.at(-1)).toEqual({ label: "Your idea", value: "Sensors\nfor soil", long: true });
  });

  it("names an interest's sectors by their labels, an unknown code as stored", () => {
    const fields = submittedFields({
      kind: "investment-interests",
      submission: {
        name: "Grace",
        email: "g@example.com",
        sectors: ["forestry", "retired-code"],
        investmentAmount: "$25,000+",
        additionalInfo: "",
      },
    });
    expect(fields.find((field) => field.label === "Sectors")?.value).toBe("Forestry, retired-code");
    expect(fields.some((field) => field.label === "Additional information")).toBe(false);
  });

  it("names the kind", () => {
    expect(kindNoun("startup-ideas")).toBe("startup idea");
    expect(kindNoun("investment-interests")).toBe("investment interest");
  });
});
