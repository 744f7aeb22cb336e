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
