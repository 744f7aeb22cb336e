import { PASSWORD_RESET_MESSAGES } from "@shared/schemas/sessions";
import { CircleCheck } from "lucide-react";

/** On the login page after a new password was set from a mailed link (contract §16). */
export function PasswordResetDone() {
  return (
    <p
      role="status"
      className="mt-4 flex items-start gap-2 rounded-xl border border-forest-600/30 bg-forest-50 px-4 py-3 text-sm text-forest-900"
    >
      <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-forest-700" />
      {PASSWORD_RESET_MESSAGES.done}
    </p>
  );
}
