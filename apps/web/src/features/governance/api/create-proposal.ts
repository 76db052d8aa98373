import type { CreateProposalRequest, Proposal } from "@agora/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";
import { proposalsPath } from "./list-proposals";

/**
 * `POST /api/v1/proposals`: opens a proposal for votes at once. Moves no money, so it takes no
 * idempotency key.
 * @throws ApiError: 400 naming the bad fields; 403 saying how much stake is needed and how much I have.
 */
export async function createProposal(body: CreateProposalRequest): Promise<Proposal> {
  return dataOf(api.POST("/api/v1/proposals", { body }));
}

export function useCreateProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProposal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [proposalsPath] }),
  });
}
