import { PUBLIC_STAGES, type PublicStage } from "@shared/schemas/messages";
import { cx } from "~/lib/cx";

/**
 * Where the submission stands, as the four public stages in order (contract §13): the
 * steps before the current one are done, the current one is marked for screen readers with
 * `aria-current="step"`. Vertical on a phone, a row from `sm` up.
 */
export function StageProgress({ stage }: { stage: PublicStage }) {
  const current = PUBLIC_STAGES.findIndex((step) => step.label === stage);
  return (
    <ol aria-label="Progress" className="grid gap-3 sm:grid-cols-4 sm:gap-2">
      {PUBLIC_STAGES.map((step, index) => {
        const state = index < current ? "done" : index === current ? "current" : "next";
        return (
          <li
            key={step.label}
            aria-current={state === "current" ? "step" : undefined}
            className="flex items-center gap-3 sm:flex-col sm:items-start sm:gap-2"
          >
            <span
              aria-hidden="true"
              className={cx(
                "flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold sm:h-1.5 sm:w-full",
                state === "done" && "bg-forest-600 text-white",
                state === "current" && "bg-wheat-400 text-forest-950 ring-4 ring-wheat-100",
                state === "next" && "bg-forest-100 text-forest-800",
              )}
            >
              <span className="sm:hidden">{index + 1}</span>
            </span>
            <span
              className={cx(
                "text-sm",
                state === "current" ? "font-semibold text-forest-950" : "text-ink-muted",
              )}
            >
              {step.label}
              {state === "done" ? <span className="sr-only"> (done)</span> : null}
              {state === "current" ? <span className="sr-only"> (current stage)</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
