import { paths } from "@shared/config/paths";
import type { ActivitySubject, ActivitySubjectType } from "@shared/schemas/activity";

/** How an entry names its subject, and where that subject's page is. */
const SUBJECTS: Record<ActivitySubjectType, (id: number) => { label: string; to: string }> = {
  startup_idea: (id) => ({ label: `Startup idea #${id}`, to: paths.admin.startupIdea(id) }),
  investment_interest: (id) => ({
    label: `Investment interest #${id}`,
    to: paths.admin.investmentInterest(id),
  }),
  perspective: (id) => ({ label: `Perspective #${id}`, to: paths.admin.perspective(id) }),
  staff: () => ({ label: "Staff", to: paths.admin.staff }),
};

/**
 * An entry's subject as the Activity screen shows it: a link to its page while it exists;
 * once deleted, erased or purged only its name, marked deleted, as its page would be a 404.
 */
export function activitySubject({
  type,
  id,
  exists,
}: ActivitySubject): { label: string; to: string } | { label: string; deleted: true } {
  const { label, to } = SUBJECTS[type](id);
  return exists ? { label, to } : { label, deleted: true };
}
