/*
 * Valid request bodies, for tests that need a request to pass so that what they vary is the
 * only thing that can fail. No imports: shared/ unit tests use them as well as the API tests.
 */

/** A valid public idea and interest, for tests that post the forms many times (limits, proxies). */
export const VALID_IDEA = {
  name: "Ada Farmer",
  email: "ada@example.com",
  idea: "Soil sensors that talk to irrigation controllers.",
  sector: "Biotech",
  stage: "Prototype/MVP",
};

export const VALID_INTEREST = {
  name: "Grace Grower",
  email: "grace@example.com",
  sectors: ["forestry"],
  investmentAmount: "$25,000+",
  termsAgreed: true,
};

/** What the /startup-ideas page's idea form sends, every field filled in. */
export const validIdea = () => ({
  name: "Ada Farmer",
  email: "ada@example.com",
  phone: "+1 555 0100",
  idea: "Soil sensors that talk to irrigation controllers.",
  sector: "Ag Robotics & Automation",
  stage: "Prototype/MVP",
});

/** What the /investment-interest page sends. */
export const validInvestPage = () => ({
  name: "Grace Grower",
  email: "grace@example.com",
  phone: "+1 555 0199",
  sectors: ["forestry"],
  investmentAmount: "$1,001-5,000",
  additionalInfo: "Interested in reforestation drones.",
  termsAgreed: true,
});

/** What the /startup-ideas page's investment form sends (its required fields). */
export const validStartupsPage = () => ({
  name: "Grace Grower",
  email: "grace@example.com",
  agIndustry: "robotics",
  investmentCapital: "$5,000-25,000",
  termsAgreed: true,
});

/** The investment sector codes of the contract, in its order. */
export const SECTOR_CODES = [
  "ag-biotech",
  "supply-chain",
  "robotics",
  "forestry",
  "farm-management",
  "seed-inputs",
  "other",
] as const;

/** Every sector code, with "other" twice: one more than there are sectors. */
export const ONE_SECTOR_TOO_MANY: string[] = [...SECTOR_CODES, "other"];

/** Content long enough for the perspective editor's minimum. */
export const PERSPECTIVE_CONTENT = `<p>${"Healthy soil feeds the crop and the balance sheet. ".repeat(2)}</p>`;

/** What the perspective editor sends for a new, published perspective. */
export function validPerspective(overrides: Record<string, unknown> = {}) {
  return {
    title: "Soil health in 2025",
    summary: "Why soil biology is the next frontier for growers.",
    content: PERSPECTIVE_CONTENT,
    category: "market_analysis",
    coverImage: "",
    authorName: "Ada Field",
    authorTitle: "Partner",
    authorImage: "",
    featured: false,
    published: true,
    ...overrides,
  };
}
