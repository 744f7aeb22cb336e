import { DEAL_LINK_DAYS, type FounderShareView } from "@shared/schemas/share-states";
import { type FormEvent, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { ApiError } from "~/lib/api-client";
import { usePublicWrite } from "~/lib/use-public-write";
import {
  asksForIntroduction,
  backerCount,
  founderShareStanding,
  sectorNames,
} from "./founder-share-text";
import { decideIntroduction, decideSharing } from "./status-shares-api";

type StatusSharesProps = { token: string; shares: FounderShareView[] };

/**
 * The founder's side of sharing their idea with backers (contract §18), on their status page:
 * the team's proposal to show it to N backers (their sectors and amounts, never a name) with
 * Share / Don't share, each backer's wish for an introduction with Accept / Decline, and where
 * every share stands. An on-use island: each button is a form of its own, so a press made
 * before the code arrived is held and made again with its own decision (~/lib/islands). What
 * a decision did is said in a live region, which takes the focus from the buttons that go.
 */
export function StatusShares({ token, shares: initial }: StatusSharesProps) {
  const [shares, setShares] = useState(initial);
  const [result, setResult] = useState("");
  const { working, failure, run } = usePublicWrite();
  const resultRef = useRef<HTMLParagraphElement>(null);

  const awaitingFounder = shares.filter((share) => share.state === "awaiting-founder");
  const introductionRequests = shares.filter(asksForIntroduction);

  /** Sends a decision; `apply` takes the server's answer into the list. */
  const decide = async <Answer,>(
    send: () => Promise<Answer>,
    apply: (answer: Answer) => void,
    done: string,
  ) => {
    setResult("");
    await run(
      async () => {
        apply(await send());
        setResult(done);
        requestAnimationFrame(() => resultRef.current?.focus());
      },
      "Your answer could not be sent. Please try again.",
      (error, message) =>
        // This page is behind: answered in another tab, a share withdrawn, a backer gone.
        error instanceof ApiError && (error.status === 409 || error.status === 404)
          ? `${message.replace(/\.$/, "")}. Reload the page to see where things stand.`
          : message,
    );
  };

  return (
    <section
      aria-labelledby="shares-heading"
      className="mt-6 rounded-2xl bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="shares-heading" className="text-lg font-semibold text-forest-950">
        Backers
      </h2>
      <p className="mt-2 text-ink-muted">
        Backers are people who registered with us to invest in ideas like yours. We show your idea
        only to those you agree to, and we never give them your name or contact details unless you
        both ask for an introduction.
      </p>

      {awaitingFounder.length > 0 ? (
        <ConsentRequest
          shares={awaitingFounder}
          working={working}
          onDecide={(decision) =>
            decide(
              () => decideSharing(token, decision),
              setShares,
              decision === "share"
                ? `Thank you. Your idea is on its way to ${backerCount(awaitingFounder.length)}.`
                : "Understood. Your idea will not be shown to these backers.",
            )
          }
        />
      ) : null}

      {introductionRequests.map((share) => (
        <IntroductionRequest
          key={share.id}
          share={share}
          working={working}
          onDecide={(decision) =>
            decide(
              () => decideIntroduction(token, share.id, decision),
              (decided) =>
                setShares((all) => all.map((each) => (each.id === decided.id ? decided : each))),
              decision === "accept"
                ? "Thank you. The team will introduce you to this backer by e-mail."
                : "Understood. The backer will be told, politely and without a reason.",
            )
          }
        />
      ))}

      {failure ? (
        <p role="alert" className="mt-4 text-sm font-medium text-red-700">
          {failure}
        </p>
      ) : null}
      <p
        ref={resultRef}
        role="status"
        tabIndex={-1}
        className="mt-4 text-sm font-medium text-forest-700 empty:mt-0 focus:outline-none"
      >
        {result}
      </p>

      <h3 className="mt-6 font-semibold text-forest-950">Where each share stands</h3>
      <ul className="mt-3 grid gap-3">
        {shares.map((share) => (
          <li
            key={share.id}
            data-share-state={share.state}
            className="rounded-xl bg-forest-50 p-4 ring-1 ring-forest-100"
          >
            <p className="font-semibold break-words text-forest-950">
              A backer in {sectorNames(share.sectors)}
            </p>
            <p className="text-sm text-ink-muted">
              Investing <Amount value={share.investmentAmount} />
            </p>
            <p className="mt-2 text-ink">{founderShareStanding(share)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** "$5,001-25,000" kept on one line. */
const Amount = ({ value }: { value: string }) => <span className="whitespace-nowrap">{value}</span>;

type Decision<Choice> = { working: boolean; onDecide: (decision: Choice) => Promise<void> };

/** "We would like to show your idea to 3 backers": who they are, what they read first. */
function ConsentRequest({
  shares,
  working,
  onDecide,
}: { shares: FounderShareView[] } & Decision<"share" | "decline">) {
  const teasers = [...new Set(shares.map((share) => share.teaser))];
  return (
    <fieldset className="mt-4 min-w-0 rounded-xl bg-wheat-50 p-4 ring-1 ring-wheat-200 sm:p-5">
      <legend className="contents">
        <h3 className="font-semibold text-forest-950">
          We would like to show your idea to {backerCount(shares.length)}
        </h3>
      </legend>
      <ul className="mt-3 grid list-disc gap-1 pl-5 text-ink">
        {shares.map((share) => (
          <li key={share.id} className="break-words">
            {sectorNames(share.sectors)}, investing <Amount value={share.investmentAmount} />
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm font-semibold text-forest-900">What they would read first</p>
      {teasers.map((teaser) => (
        <blockquote
          key={teaser}
          className="mt-2 border-l-4 border-wheat-300 pl-3 break-words whitespace-pre-wrap text-ink"
        >
          {teaser}
        </blockquote>
      ))}
      <p className="mt-4 text-sm text-ink-muted">
        If you share, each backer gets a private link to a page with this text, your idea, sector
        and stage as you wrote them, and your pitch deck's pages, but never your name, e-mail
        address or phone number. We record how they view it; the link works for {DEAL_LINK_DAYS}{" "}
        days.
      </p>
      <DecisionButtons
        working={working}
        onDecide={onDecide}
        choices={[
          { decision: "share", label: "Share", variant: "primary" },
          { decision: "decline", label: "Don't share", variant: "outline" },
        ]}
      />
    </fieldset>
  );
}

/** "A backer investing $5,001-25,000 in Forestry would like an introduction". */
function IntroductionRequest({
  share,
  working,
  onDecide,
}: { share: FounderShareView } & Decision<"accept" | "decline">) {
  return (
    <fieldset className="mt-4 min-w-0 rounded-xl bg-wheat-50 p-4 ring-1 ring-wheat-200 sm:p-5">
      <legend className="contents">
        <h3 className="font-semibold break-words text-forest-950">
          A backer investing <Amount value={share.investmentAmount} /> in{" "}
          {sectorNames(share.sectors)} would like an introduction
        </h3>
      </legend>
      <p className="mt-2 text-sm text-ink-muted">
        If you accept, the team introduces you to each other by e-mail, with your names and
        addresses. If you decline, the backer is told politely, without a reason.
      </p>
      <DecisionButtons
        working={working}
        onDecide={onDecide}
        choices={[
          { decision: "accept", label: "Accept", variant: "primary" },
          { decision: "decline", label: "Decline", variant: "outline" },
        ]}
      />
    </fieldset>
  );
}

/** One form per choice, so that a held press is made again with its own decision. */
function DecisionButtons<Choice extends string>({
  choices,
  working,
  onDecide,
}: Decision<Choice> & {
  choices: { decision: Choice; label: string; variant: "primary" | "outline" }[];
}) {
  const submit = (decision: Choice) => (event: FormEvent) => {
    event.preventDefault();
    if (!working) void onDecide(decision);
  };
  return (
    <div className="mt-4 flex flex-wrap gap-3">
      {choices.map(({ decision, label, variant }) => (
        <form key={decision} onSubmit={submit(decision)}>
          <Button type="submit" variant={variant} disabled={working}>
            {label}
          </Button>
        </form>
      ))}
    </div>
  );
}
