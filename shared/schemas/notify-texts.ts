import { site } from "../config/site";

/**
 * How a staff member hears of new submissions (contract §11) and how the settings word it,
 * without the schema library: the profile page draws its choices as it loads, before its form's
 * checks (ADR 052). `mail.ts` builds its schemas from them and re-exports them.
 */
export const NOTIFY_CHOICES = ["instant", "daily", "off"] as const;
export type NotifyChoice = (typeof NOTIFY_CHOICES)[number];

/** The hour of the company's day (site.timeZone) the daily digest goes out. */
export const DAILY_DIGEST_HOUR = 8;
/** "Detroit" of "America/Detroit": how the settings name the company's time. */
const companyCity = site.timeZone.split("/").at(-1)?.replaceAll("_", " ");

export const NOTIFY_LABELS: Record<NotifyChoice, string> = {
  instant: "At once, one e-mail per submission",
  daily: `A daily digest at ${DAILY_DIGEST_HOUR}:00 (${companyCity} time)`,
  off: "No e-mail",
};
