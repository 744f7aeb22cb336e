/**
 * Every page's address, in one table: the route table (app/routes.ts), links, redirects and
 * the sitemap all read it here, so a page moves by changing one line.
 */
export const paths = {
  home: "/",
  startupIdeas: "/startup-ideas",
  investmentInterest: "/investment-interest",
  perspectives: "/perspectives",
  perspective: (slug: string) => `/perspectives/${encodeURIComponent(slug)}`,
  perspectivesFeed: "/perspectives/rss.xml",
  privacyPolicy: "/privacy-policy",
  termsOfService: "/terms-of-service",
  accessibility: "/accessibility",
  /** A submitter's private status page (contract §13); never linked, never in the sitemap. */
  status: (token: string) => `/status/${token}`,
  statusWithdrawn: "/status/withdrawn",
  /** A backer's private deal link (contract §18); never linked, never in the sitemap. */
  deal: (token: string) => `/deal/${token}`,
  /** A signed link to an article's current state (contract §15); never linked, never cached. */
  perspectivePreview: (token: string) => `/preview/${token}`,
  admin: {
    dashboard: "/admin",
    login: "/admin/login",
    invite: (token: string) => `/admin/invite/${token}`,
    forgotPassword: "/admin/forgot-password",
    passwordReset: (token: string) => `/admin/reset/${token}`,
    startupIdeas: "/admin/startup-ideas",
    startupIdeasBoard: "/admin/startup-ideas/board",
    startupIdea: (id: number | string) => `/admin/startup-ideas/${id}`,
    investmentInterests: "/admin/investment-interests",
    investmentInterestsBoard: "/admin/investment-interests/board",
    investmentInterest: (id: number | string) => `/admin/investment-interests/${id}`,
    perspectives: "/admin/perspectives",
    perspective: (id: number | "new") => `/admin/perspectives/${id}`,
    /** Lands on the first of the settings pages (contract §20). */
    settings: "/admin/settings",
    /** Settings, a page each: the account's own, then the studio's (admins only). */
    settingsPages: {
      account: "/admin/settings/account",
      profile: "/admin/settings/profile",
      secondFactors: "/admin/settings/second-factors",
      sessions: "/admin/settings/sessions",
      apiTokens: "/admin/settings/api-tokens",
      templates: "/admin/settings/templates",
      tags: "/admin/settings/tags",
      scorecards: "/admin/settings/scorecards",
      signInPolicy: "/admin/settings/sign-in-policy",
      retention: "/admin/settings/retention",
      webhooks: "/admin/settings/webhooks",
    },
    staff: "/admin/staff",
    activity: "/admin/activity",
    outbox: "/admin/outbox",
    people: "/admin/people",
    media: "/admin/media",
    /** The API reference, from GET /api/openapi.json (contract §19); every staff role. */
    api: "/admin/api",
  },
} as const;
