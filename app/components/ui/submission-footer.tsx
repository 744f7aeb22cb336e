import Send from "lucide-react/icons/send";
import type { ReactNode, RefObject } from "react";
import { HoneypotField } from "./honeypot-field";
import { SubmitButton } from "./submit-button";

/** The end of every public form: the bot trap and the send button. */
export function SubmissionFooter({
  honeypotRef,
  submitting,
  children,
}: {
  honeypotRef: RefObject<HTMLInputElement | null>;
  submitting: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <HoneypotField ref={honeypotRef} />
      <SubmitButton
        submitting={submitting}
        size="lg"
        className="w-full sm:w-auto sm:justify-self-start"
      >
        <Send aria-hidden className="size-4" />
        {children}
      </SubmitButton>
    </>
  );
}

/** A link inside a form's consent text. */
export function ConsentLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} className="font-medium text-forest-700 underline">
      {children}
    </a>
  );
}
