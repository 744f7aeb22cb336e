import type { InvestmentInterestRecord, StartupIdeaRecord } from "@shared/schemas/admin-records";
import type { EraseResult } from "@shared/schemas/personal-data";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminKeys } from "~/lib/admin-query-keys";
import { apiRequest } from "~/lib/api-client";

/** GET /api/admin/people: every record held for one address (contract §12). */
export type PersonData = {
  email: string;
  startupIdeas: StartupIdeaRecord[];
  investmentInterests: InvestmentInterestRecord[];
};

const personKey = adminKeys.people.person;

const withEmail = (path: string, email: string) =>
  `${path}?${new URLSearchParams({ email }).toString()}`;

/** The download: a plain link, so the browser saves the server's attachment itself. */
export const exportHref = (email: string) => withEmail("/api/admin/people/export", email);

export function usePerson(email: string | undefined) {
  return useQuery({
    queryKey: personKey(email ?? ""),
    queryFn: () => apiRequest<PersonData>(withEmail("/api/admin/people", email ?? "")),
    enabled: email !== undefined,
    // What is held changes with every submission: a look-up always asks the server.
    refetchOnMount: "always",
  });
}

/**
 * POST /api/admin/people/erase. The look-up shows at once that nothing is held any more;
 * everything else that showed the person (lists, boards, records, dashboard) asks again.
 */
export function useErasePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest<EraseResult>("/api/admin/people/erase", { method: "POST", body: { email } }),
    onSuccess: (_result, email) => {
      queryClient.setQueryData<PersonData>(personKey(email), {
        email,
        startupIdeas: [],
        investmentInterests: [],
      });
      for (const queryKey of [
        adminKeys.people.all,
        adminKeys.submissions("startup-ideas").all,
        adminKeys.submissions("investment-interests").all,
        adminKeys.dashboardStats,
      ]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
