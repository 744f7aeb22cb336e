import { z } from "zod";
import { emailAddress, LIMITS, optionalPhone, personName } from "./fields";
import { STARTUP_SECTORS, STARTUP_STAGES } from "./startup-idea-choices";

export {
  DEFAULT_STAGE,
  SECTOR_FILTERS,
  STARTUP_SECTORS,
  STARTUP_STAGES,
  type StartupSector,
} from "./startup-idea-choices";

export const IDEA_MESSAGES = {
  name: "Name must be at least 2 characters",
  email: "Please enter a valid email address",
  idea: "Please provide more details about your idea",
  sector: "Please select an agricultural sector",
  stage: "Please select a stage",
  terms: "You must agree to the terms and conditions",
} as const;

/** POST /api/ideas: what the home-page form sends and the server stores. */
export const startupIdeaPayload = z.object({
  name: personName(IDEA_MESSAGES.name),
  email: emailAddress(IDEA_MESSAGES.email),
  phone: optionalPhone,
  idea: z
    .string({ error: IDEA_MESSAGES.idea })
    .trim()
    .min(10, IDEA_MESSAGES.idea)
    .max(LIMITS.longTextMax, `Idea must be at most ${LIMITS.longTextMax} characters`),
  sector: z.enum(STARTUP_SECTORS, { error: IDEA_MESSAGES.sector }),
  stage: z.enum(STARTUP_STAGES, { error: IDEA_MESSAGES.stage }),
});
export type StartupIdeaPayload = z.input<typeof startupIdeaPayload>;

/** The form adds the terms box, which must be ticked and is never sent. */
export const startupIdeaForm = startupIdeaPayload.extend({
  terms: z
    .boolean({ error: IDEA_MESSAGES.terms })
    .refine((checked) => checked, IDEA_MESSAGES.terms),
});
