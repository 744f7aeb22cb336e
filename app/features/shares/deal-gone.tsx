import { paths } from "@shared/config/paths";
import { DEAL_LINK_DAYS, SHARE_MESSAGES } from "@shared/schemas/share-states";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { ClockIcon, CompassIcon, LinkOffIcon } from "~/components/ui/icons";

type DealGoneProps = {
  /** The server's words: one of SHARE_MESSAGES' link texts. */
  message: string;
  status: 404 | 410;
  contactEmail: string;
};

/**
 * A deal link that opens nothing (contract §18): withdrawn by the studio, expired or ended
 * (410), or never made (404). It says which, in the server's words, and how to reach the
 * studio; it never says anything about the idea.
 */
export function DealGone({ message, status, contactEmail }: DealGoneProps) {
  const { icon, explanation } = explained(message, status);
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-6 py-24 text-center sm:py-32">
      <span className="flex size-14 items-center justify-center rounded-full bg-wheat-100 text-wheat-700">
        {icon}
      </span>
      <h1 className="mt-6 text-4xl font-semibold text-balance text-forest-950 sm:text-5xl">
        {message}
      </h1>
      <p className="mt-4 text-lg text-ink-muted">{explanation}</p>
      <p className="mt-2 text-ink-muted">
        Questions? Write to us at{" "}
        <a
          href={`mailto:${contactEmail}`}
          className="font-semibold text-forest-800 underline underline-offset-2"
        >
          {contactEmail}
        </a>
        .
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <a href={paths.home}>Back to home</a>
        </Button>
      </div>
    </section>
  );
}

const iconClass = "size-7";

function explained(message: string, status: 404 | 410): { icon: ReactNode; explanation: string } {
  if (status === 404 || message === SHARE_MESSAGES.linkUnknown)
    return {
      icon: <CompassIcon className={iconClass} />,
      explanation: "The link may be mistyped. Each deal link is sent by e-mail to one backer.",
    };
  if (message === SHARE_MESSAGES.linkExpired)
    return {
      icon: <ClockIcon className={iconClass} />,
      explanation: `A deal link works for ${DEAL_LINK_DAYS} days. If you would still like to see the idea, ask the studio for a new one.`,
    };
  if (message === SHARE_MESSAGES.linkRevoked)
    return {
      icon: <LinkOffIcon className={iconClass} />,
      explanation: "The idea it showed is no longer shared through this link.",
    };
  return {
    icon: <LinkOffIcon className={iconClass} />,
    explanation: "The idea it showed is no longer available.",
  };
}
