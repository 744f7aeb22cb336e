import { zodResolver } from "@hookform/resolvers/zod";
import { paths } from "@shared/config/paths";
import { SHARE_LIMITS } from "@shared/schemas/share-states";
import { type BackerMatch, shareProposal } from "@shared/schemas/shares";
import { Banknote, HandCoins, Send } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { SectorBadges } from "~/components/admin/sector-badges";
import { Button } from "~/components/ui/button";
import { FormField, Textarea } from "~/components/ui/form-field";
import { shortDate } from "~/lib/dates";
import { errorMessage } from "~/lib/error-message";
import { toast } from "~/lib/toast-store";
import { useBackerMatches, useProposeShares } from "./api";
import { MatchesPanel, MatchRow, useMatchesLimit } from "./match-list";

const backers = (n: number) => `${n} backer${n === 1 ? "" : "s"}`;

/**
 * An idea's "Matching backers" (contract §18): the investment interests in its sector, newest
 * first, each with its share once proposed; tick backers, write the teaser and propose. Loaded
 * when its place comes near the screen.
 */
export default function BackerMatchesPanel({ ideaId }: { ideaId: string }) {
  const more = useMatchesLimit();
  const matches = useBackerMatches(ideaId, more.limit);
  return (
    <MatchesPanel
      title="Matching backers"
      icon={HandCoins}
      description="Investment interests in this idea's sector, newest first. Choose backers and write a teaser: the founder is asked before anything reaches them."
      noun="matching backers"
      empty="No investment interest names this idea's sector yet."
      query={matches}
      {...more}
    >
      {(data, footer) => (
        <ProposeToBackers ideaId={ideaId} rows={data.items}>
          {footer}
        </ProposeToBackers>
      )}
    </MatchesPanel>
  );
}

type ProposalValues = z.input<typeof shareProposal>;

function ProposeToBackers({
  ideaId,
  rows,
  children,
}: {
  ideaId: string;
  rows: BackerMatch[];
  children: React.ReactNode;
}) {
  const ids = { teaser: useId(), choice: useId(), problem: useId() };
  const propose = useProposeShares(ideaId);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    reset,
    formState: { errors, isSubmitted },
  } = useForm<ProposalValues>({
    resolver: zodResolver(shareProposal),
    defaultValues: { interestIds: [], teaser: "" },
  });
  const chosen = watch("interestIds");
  const choose = (interestId: number, checked: boolean) =>
    setValue(
      "interestIds",
      checked ? [...chosen, interestId] : chosen.filter((id) => id !== interestId),
      { shouldValidate: isSubmitted },
    );

  const onSubmit = (values: ProposalValues) => {
    setProblem(null);
    propose.mutate(
      { interestIds: values.interestIds, teaser: values.teaser.trim() },
      {
        onSuccess: (shares) => {
          toast({
            title: `Proposed to ${backers(shares.length)}`,
            description: "The founder is asked first: nothing reaches a backer before they agree.",
            variant: "success",
          });
          reset();
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };

  return (
    <div className="grid gap-5">
      <ul className="grid gap-3" aria-label="Matching backers">
        {rows.map(({ interest, share }) => {
          const checkboxId = `${ids.choice}-${interest.id}`;
          return (
            <MatchRow
              key={interest.id}
              name={interest.name}
              href={paths.admin.investmentInterest(interest.id)}
              status={interest.status}
              share={share}
              leading={
                // A backer holding a share of this idea already is not proposed again (409).
                share ? (
                  <span aria-hidden className="size-5 shrink-0" />
                ) : (
                  <span className="flex shrink-0 pt-0.5">
                    <input
                      id={checkboxId}
                      type="checkbox"
                      checked={chosen.includes(interest.id)}
                      onChange={(event) => choose(interest.id, event.target.checked)}
                      className="size-5 rounded border-forest-900/30 accent-forest-700"
                    />
                    <label htmlFor={checkboxId} className="sr-only">
                      Choose {interest.name}
                    </label>
                  </span>
                )
              }
            >
              <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
                <SectorBadges sectors={interest.sectors} />
                <span className="inline-flex items-center gap-1.5 font-medium text-forest-950">
                  <Banknote aria-hidden className="size-4 text-forest-700" />
                  {interest.investmentAmount}
                </span>
                <span className="text-ink-muted">Registered {shortDate(interest.createdAt)}</span>
              </div>
            </MatchRow>
          );
        })}
      </ul>
      {children}
      <form
        noValidate
        aria-label="Propose the idea"
        onSubmit={handleSubmit(onSubmit)}
        className="grid gap-4 border-t border-forest-900/10 pt-5"
      >
        <FormField
          id={ids.teaser}
          label="Teaser"
          required
          hint={`What a backer reads first, ${SHARE_LIMITS.teaserMin}–${SHARE_LIMITS.teaserMax} characters of plain text. The founder sees it too before agreeing.`}
          error={errors.teaser?.message}
        >
          {(aria) => (
            <Textarea
              {...aria}
              rows={4}
              maxLength={SHARE_LIMITS.teaserMax}
              {...register("teaser")}
            />
          )}
        </FormField>
        {errors.interestIds?.message ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {errors.interestIds.message}
          </p>
        ) : null}
        {problem ? (
          <p id={ids.problem} role="alert" className="text-sm font-medium text-red-700">
            Not proposed: {problem}
          </p>
        ) : null}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-ink-muted">
            The founder is asked first, without the backers' names.
          </p>
          <Button type="submit" disabled={propose.isPending}>
            <Send aria-hidden className="size-4" />
            {propose.isPending
              ? "Proposing..."
              : chosen.length === 0
                ? "Propose to backers"
                : `Propose to ${backers(chosen.length)}`}
          </Button>
        </div>
      </form>
    </div>
  );
}
