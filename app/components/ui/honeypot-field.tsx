import { HONEYPOT_FIELD } from "@shared/schemas/fields";
import type { RefObject } from "react";

/**
 * A trap for bots: off-screen, skipped by keyboard and screen readers, so only a
 * script fills it. The server quietly drops submissions that have it filled.
 * Uncontrolled on purpose: the form reads it once, on submit.
 */
export function HoneypotField({ ref }: { ref: RefObject<HTMLInputElement | null> }) {
  return (
    <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input ref={ref} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}
