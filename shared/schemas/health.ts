import { z } from "zod";

/** GET /api/health: what load balancers poll (200 while the database answers and stores writes). */
export const healthOk = z.object({ status: z.literal("ok") });

/** Its 503: why the site cannot serve, and since when writes fail (ADR 027). */
export const healthUnavailable = z.object({
  status: z.literal("unavailable"),
  reason: z.enum(["database-unreachable", "writes-failing"]),
  message: z.string(),
  since: z.iso.datetime().optional().describe("When writes started failing"),
});
