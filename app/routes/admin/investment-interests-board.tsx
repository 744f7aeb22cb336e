import { SubmissionBoardPage } from "~/features/submissions/board/submission-board-page";
import { adminMeta } from "~/lib/admin-meta";

export const meta = () => adminMeta("Investment Interests Board");

export default function AdminInvestmentInterestsBoard() {
  return (
    <SubmissionBoardPage
      kind="investment-interests"
      cardDetail={(interest) => interest.investmentAmount}
    />
  );
}
