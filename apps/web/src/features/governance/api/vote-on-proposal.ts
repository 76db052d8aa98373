import type { Proposal } from "@agora/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";
import { proposalsPath } from "./list-proposals";

/**
 * `PUT /api/v1/proposals/:id/vote`: casts my vote, or moves it to another option until the close.
 * The first vote keeps my active stake at the proposal's start as its weight's snapshot.
 * @throws ApiError: 403 when I had no active stake at the start; 409 invalid_state outside the
 *   window; 400 naming `option`.
 */
export async function voteOnProposal(proposalId: string, option: number): Promise<Proposal> {
  return dataOf(api.PUT("/api/v1/proposals/{id}/vote", { params: { path: { id: proposalId } }, body: { option } }));
}

export function useVoteOnProposal(proposalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (option: number) => voteOnProposal(proposalId, option),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [proposalsPath] }),
  });
}
