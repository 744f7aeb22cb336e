import { messages } from "../../db/schema";
import type { SubmissionSource } from "../submissions/submission-source";
import type { StatusRecordKind } from "./status-tokens";

/** The messages column that points at records of this kind. */
export function messageRecordColumn(source: SubmissionSource) {
  return source.activitySubject === "startup_idea"
    ? messages.startupIdeaId
    : messages.investmentInterestId;
}

/** The same link as values for an insert. */
export function messageRecordLink(source: SubmissionSource, id: number) {
  return source.activitySubject === "startup_idea"
    ? { startupIdeaId: id }
    : { investmentInterestId: id };
}

/** The kind as status tokens name it. */
export const statusKindOf = (source: SubmissionSource): StatusRecordKind =>
  source.activitySubject === "startup_idea" ? "startup-ideas" : "investment-interests";
