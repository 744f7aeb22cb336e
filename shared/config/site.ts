/**
 * Everything that names the company to the outside world lives here, so that a
 * rename or a new product link is a one-file change. The contact e-mail and phone
 * are defaults: the server overrides them from CONTACT_EMAIL / CONTACT_PHONE.
 */
export const site = {
  name: "Rootstock Ventures",
  shortName: "Rootstock",
  tagline: "We build, back and grow the companies that will feed the next century.",
  description:
    "Rootstock Ventures is an agricultural-technology venture builder. We co-found, invest in and accelerate startups across farming, food and forestry.",
  defaultContact: {
    email: "hello@rootstock-ventures.example",
    phone: "(231) 555-0142",
  },
  /** Where security problems are reported (README, "Security"). */
  securityEmail: "security@rootstock-ventures.example",
  officeHours: "Monday - Friday, 9:00 AM - 5:00 PM EST",
  address: "Cadillac, Michigan",
  /**
   * The company's time zone: every date the site and the back office show is a calendar
   * day and a time of day here, so the server's rendering and the browser's agree, and a
   * record reads the same date on the public site and in the admin, wherever the reader is.
   * This is the zone's one home (ADR 012): the scheduled jobs run by it, and the server writes
   * it to the database when it opens it, where the daily counts' triggers read it.
   */
  timeZone: "America/Detroit",
  social: {
    // Placeholders until the company's accounts are public.
    twitter: "https://x.com/",
    linkedin: "https://www.linkedin.com/",
  },
  products: [
    {
      name: "FieldFund",
      kind: "Agricultural crowdfunding platform",
      description:
        "Lets farmers raise money for equipment, land and new crops directly from the communities they feed, with transparent milestones and repayments.",
      url: "https://fieldfund.example.com/",
    },
    {
      name: "Warren",
      kind: "Rabbit pedigree management",
      description:
        "Pedigrees, litters, weights and show results for rabbit breeders in one place, with printable pedigree papers and herd-wide lineage search.",
      url: "https://warren.example.com/",
    },
  ],
  legalLastUpdated: "May 1, 2025",
} as const;
