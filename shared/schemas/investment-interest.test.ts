import { describe, expect, it } from "vitest";
import {
  SECTOR_CODES,
  validInvestPage,
  validStartupsPage,
} from "../../tests/support/submission-payloads";
import {
  amountsInBracket,
  CAPITAL_BRACKETS,
  INDUSTRY_CODES,
  INTEREST_MESSAGES,
  INVESTMENT_AMOUNTS,
  industryLabel,
  investmentInterestSchemaFor,
  investPagePayload,
  startupsPagePayload,
} from "./investment-interest";

/** Parses a body the way POST /api/investment-interests does: schema chosen by shape. */
function parse(body: unknown) {
  return investmentInterestSchemaFor(body).safeParse(body);
}

function problems(body: unknown) {
  const result = parse(body);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    path: issue.path.join("."),
    message: issue.message,
  }));
}

const MESSAGES = {
  name: "Please enter your full name.",
  email: "Please enter a valid email address.",
  industry: "Please select which part of the agricultural industry you're interested in.",
  capital: "Please select your available investment capital.",
} as const;

/** The contract's table: invest page value (label), startups page value, admin filter bracket. */
const CONTRACT_BRACKETS = [
  ["$100-500", "Micro Startup", "$1-500", "$1-500"],
  ["$501-1,000", "Seed Stage", "$501-1,000", "$501-1000"],
  ["$1,001-5,000", "Early Stage", "$1,000-5,000", "$1000-5000"],
  ["$5,001-25,000", "Growth Stage", "$5,000-25,000", "$5000-25,000"],
  ["$25,000+", "Expansion", "$25,000+", "$25,000+"],
] as const;
const INVEST_PAGE_AMOUNTS = CONTRACT_BRACKETS.map((row) => row[0]);
const STARTUPS_PAGE_AMOUNTS = CONTRACT_BRACKETS.map((row) => row[2]);

const investPage = validInvestPage();

/** The startups page's form with its optional fields filled in too. */
const startupsPage = {
  ...validStartupsPage(),
  phone: "+1 555 0199",
  additionalInfo: "Interested in weeding robots.",
};

/** Both shapes, for rules they share. */
const shapes = [
  ["invest page", investPage],
  ["startups page", startupsPage],
] as const;

describe("investment interest payloads", () => {
  describe("invest page shape {sectors, investmentAmount}", () => {
    it("is stored as sent, without termsAgreed", () => {
      const result = parse(investPage);
      expect(result.success).toBe(true);
      const { termsAgreed: _notStored, ...sent } = investPage;
      expect(result.data).toEqual(sent);
    });

    it("accepts every sector code, and all seven distinct codes together", () => {
      for (const code of SECTOR_CODES) {
        expect(parse({ ...investPage, sectors: [code] }).data?.sectors).toEqual([code]);
      }
      expect(parse({ ...investPage, sectors: [...SECTOR_CODES] }).data?.sectors).toEqual([
        ...SECTOR_CODES,
      ]);
    });

    it("rejects sectors given as a string instead of a list, the type problem first", () => {
      // Zod also runs the length check on a string (it has a length); a form shows the
      // first problem, and the API reports only the type problem (see parseInput).
      expect(problems({ ...investPage, sectors: "forestry" })[0]).toEqual({
        path: "sectors",
        message: MESSAGES.industry,
      });
    });

    it.each([
      ["empty", [], "sectors"],
      ["left out", undefined, "sectors"],
      ["an unknown code", ["fintech"], "sectors.0"],
      ["a label instead of a code", ["Forestry"], "sectors.0"],
      ["an empty code", [""], "sectors.0"],
    ])("rejects sectors that are %s", (_label, sectors, path) => {
      expect(problems({ ...investPage, sectors })).toEqual([{ path, message: MESSAGES.industry }]);
    });

    it("rejects a code chosen twice", () => {
      expect(problems({ ...investPage, sectors: ["forestry", "other", "forestry"] })).toEqual([
        { path: "sectors", message: INTEREST_MESSAGES.sectorsDistinct },
      ]);
    });

    it("rejects 8 items", () => {
      const eight = [...SECTOR_CODES, "other"];
      expect(eight).toHaveLength(8);
      expect(problems({ ...investPage, sectors: eight })).toEqual([
        { path: "sectors", message: INTEREST_MESSAGES.sectorsDistinct },
      ]);
    });

    it.each(INVESTMENT_AMOUNTS)("accepts the amount %j", (investmentAmount) => {
      expect(parse({ ...investPage, investmentAmount }).data?.investmentAmount).toBe(
        investmentAmount,
      );
    });

    it.each([
      "",
      "$0-100",
      "$501-1000",
      "$1000-5000",
      "$5000-25,000",
      "Micro Startup",
      "$25,000",
      "1000",
      undefined,
      1000,
    ])("rejects the amount %j", (investmentAmount) => {
      expect(problems({ ...investPage, investmentAmount })).toEqual([
        { path: "investmentAmount", message: MESSAGES.capital },
      ]);
    });
  });

  describe("startups page shape {agIndustry, investmentCapital}", () => {
    it("maps agIndustry to sectors[0] and investmentCapital to investmentAmount", () => {
      const result = parse(startupsPage);
      expect(result.success).toBe(true);
      expect(result.data).toEqual({
        name: "Grace Grower",
        email: "grace@example.com",
        phone: "+1 555 0199",
        sectors: ["robotics"],
        investmentAmount: "$5,000-25,000",
        additionalInfo: "Interested in weeding robots.",
      });
      expect(result.data).not.toHaveProperty("agIndustry");
      expect(result.data).not.toHaveProperty("investmentCapital");
      expect(result.data).not.toHaveProperty("termsAgreed");
    });

    it.each(SECTOR_CODES)("maps agIndustry %j to sectors", (agIndustry) => {
      expect(parse({ ...startupsPage, agIndustry }).data?.sectors).toEqual([agIndustry]);
    });

    it.each([
      ["empty", ""],
      ["unknown", "fintech"],
      ["a list", ["robotics"]],
      ["null", null],
    ])("rejects an agIndustry that is %s", (_label, agIndustry) => {
      expect(problems({ ...startupsPage, agIndustry })).toEqual([
        { path: "agIndustry", message: MESSAGES.industry },
      ]);
    });

    it.each(INVESTMENT_AMOUNTS)("accepts the capital %j", (investmentCapital) => {
      expect(parse({ ...startupsPage, investmentCapital }).data?.investmentAmount).toBe(
        investmentCapital,
      );
    });

    it.each(["", "$0-100", "$501-1000", "$1000-5000", "$5000-25,000", "Expansion", undefined])(
      "rejects the capital %j",
      (investmentCapital) => {
        expect(problems({ ...startupsPage, investmentCapital })).toEqual([
          { path: "investmentCapital", message: MESSAGES.capital },
        ]);
      },
    );

    it("is chosen whenever agIndustry is present, so sectors cannot sneak in beside it", () => {
      const result = parse({ ...startupsPage, sectors: ["forestry", "other"] });
      expect(result.data?.sectors).toEqual(["robotics"]);
    });
  });

  it("every amount value of both pages is accepted, and those are all", () => {
    expect([...INVESTMENT_AMOUNTS].sort()).toEqual(
      [...new Set([...INVEST_PAGE_AMOUNTS, ...STARTUPS_PAGE_AMOUNTS])].sort(),
    );
  });

  it("sector codes are exactly the contract's", () => {
    expect(INDUSTRY_CODES).toEqual([...SECTOR_CODES]);
  });

  describe.each(shapes)("rules both shapes share (%s)", (_shape, body) => {
    it("names every bad field at once", () => {
      const reported = problems({ ...body, name: "G", email: "nope", termsAgreed: false });
      expect(reported).toEqual(
        expect.arrayContaining([
          { path: "name", message: MESSAGES.name },
          { path: "email", message: MESSAGES.email },
          { path: "termsAgreed", message: INTEREST_MESSAGES.terms },
        ]),
      );
      expect(reported).toHaveLength(3);
    });

    it("rejects a 1-character name and a 101-character one; accepts 2 and 100", () => {
      expect(problems({ ...body, name: "G" })).toEqual([{ path: "name", message: MESSAGES.name }]);
      expect(problems({ ...body, name: "  G  " })).toEqual([
        { path: "name", message: MESSAGES.name },
      ]);
      expect(problems({ ...body, name: "n".repeat(101) })).toEqual([
        { path: "name", message: "Name must be at most 100 characters" },
      ]);
      expect(parse({ ...body, name: "Gg" }).data?.name).toBe("Gg");
      expect(parse({ ...body, name: "n".repeat(100) }).data?.name).toBe("n".repeat(100));
    });

    it.each(["", "grace", "grace@", "grace@example", "grace @example.com", undefined, 7])(
      "rejects the email %j",
      (email) => {
        expect(problems({ ...body, email })).toEqual([{ path: "email", message: MESSAGES.email }]);
      },
    );

    it("accepts a 254-character email and rejects 255", () => {
      const email254 = `${"g".repeat(254 - "@example.com".length)}@example.com`;
      expect(parse({ ...body, email: email254 }).data?.email).toBe(email254);
      expect(problems({ ...body, email: `g${email254}` })).toEqual([
        { path: "email", message: "Email must be at most 254 characters" },
      ]);
    });

    it("phone: optional, blank is null, 40 characters at most", () => {
      const { phone: _omitted, ...withoutPhone } = body;
      expect(parse(withoutPhone).data?.phone).toBeNull();
      expect(parse({ ...body, phone: null }).data?.phone).toBeNull();
      expect(parse({ ...body, phone: "" }).data?.phone).toBeNull();
      expect(parse({ ...body, phone: "   " }).data?.phone).toBeNull();
      expect(parse({ ...body, phone: "1".repeat(40) }).data?.phone).toBe("1".repeat(40));
      expect(problems({ ...body, phone: "1".repeat(41) })).toEqual([
        { path: "phone", message: "Phone must be at most 40 characters" },
      ]);
    });

    it("additionalInfo: optional, blank is null, 5000 characters at most", () => {
      const { additionalInfo: _omitted, ...withoutInfo } = body;
      expect(parse(withoutInfo).data?.additionalInfo).toBeNull();
      expect(parse({ ...body, additionalInfo: "" }).data?.additionalInfo).toBeNull();
      expect(parse({ ...body, additionalInfo: " \n " }).data?.additionalInfo).toBeNull();
      const info5000 = "i".repeat(5000);
      expect(parse({ ...body, additionalInfo: info5000 }).data?.additionalInfo).toBe(info5000);
      expect(problems({ ...body, additionalInfo: "i".repeat(5001) })).toEqual([
        {
          path: "additionalInfo",
          message: "Additional information must be at most 5000 characters",
        },
      ]);
    });

    it("trims every string", () => {
      const result = parse({
        ...body,
        name: "  Grace Grower  ",
        email: " grace@example.com\t",
        phone: "  +1 555 0199 ",
        additionalInfo: "\n  Interested.  \n",
      });
      expect(result.data).toMatchObject({
        name: "Grace Grower",
        email: "grace@example.com",
        phone: "+1 555 0199",
        additionalInfo: "Interested.",
      });
    });

    it.each([
      ["false", false],
      ["the string 'true'", "true"],
      ["1", 1],
      ["null", null],
      ["left out", undefined],
    ])("rejects termsAgreed %s", (_label, termsAgreed) => {
      expect(problems({ ...body, termsAgreed })).toEqual([
        { path: "termsAgreed", message: INTEREST_MESSAGES.terms },
      ]);
    });

    it("drops fields the client may not set", () => {
      const result = parse({
        ...body,
        id: 7,
        status: "archived",
        notes: "x",
        createdAt: "2000-01-01T00:00:00.000Z",
        website: "spam",
      });
      expect(Object.keys(result.data ?? {}).sort()).toEqual(
        ["additionalInfo", "email", "investmentAmount", "name", "phone", "sectors"].sort(),
      );
    });
  });

  it.each([null, undefined, "text", 42, []])("rejects a body that is %j", (body) => {
    expect(parse(body).success).toBe(false);
  });

  it("keeps both page schemas available for the forms", () => {
    expect(investPagePayload.safeParse(investPage).success).toBe(true);
    expect(startupsPagePayload.safeParse(startupsPage).success).toBe(true);
    expect(investPagePayload.safeParse(startupsPage).success).toBe(false);
    expect(startupsPagePayload.safeParse(investPage).success).toBe(false);
  });
});

describe("capital brackets", () => {
  it("follow the contract's table row by row", () => {
    expect(
      CAPITAL_BRACKETS.map((row) => [row.investPage, row.label, row.startupsPage, row.filter]),
    ).toEqual(CONTRACT_BRACKETS.map((row) => [...row]));
  });

  it.each([
    ["$1-500", ["$100-500", "$1-500"]],
    ["$501-1000", ["$501-1,000"]],
    ["$1000-5000", ["$1,001-5,000", "$1,000-5,000"]],
    ["$5000-25,000", ["$5,001-25,000", "$5,000-25,000"]],
    ["$25,000+", ["$25,000+"]],
  ])("amountsInBracket(%j) matches every stored value of its row", (filter, amounts) => {
    expect([...amountsInBracket(filter)].sort()).toEqual([...amounts].sort());
  });

  it("every accepted amount falls in exactly one bracket", () => {
    for (const amount of INVESTMENT_AMOUNTS) {
      const brackets = CONTRACT_BRACKETS.filter(([, , , filter]) =>
        amountsInBracket(filter).includes(amount),
      );
      expect(brackets, amount).toHaveLength(1);
    }
  });

  it.each(["", "$501-1,000", "$100-500", "all", "$1,000-5,000"])(
    "amountsInBracket(%j) is empty for anything but a bracket label",
    (filter) => {
      expect(amountsInBracket(filter)).toEqual([]);
    },
  );
});

describe("industryLabel", () => {
  it("names each code as the forms show it", () => {
    expect(industryLabel("ag-biotech")).toBe("Ag Biotech");
    expect(industryLabel("seed-inputs")).toBe("Seeds & Inputs");
  });

  it("leaves a code the site no longer offers as stored, even one named like an Object member", () => {
    expect(industryLabel("aquaculture")).toBe("aquaculture");
    expect(industryLabel("constructor")).toBe("constructor");
  });
});
