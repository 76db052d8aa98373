import type { Stream } from "@agora/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";
import { storeStream } from "@/lib/deals/get-stream";
import { storeStreamInList } from "@/lib/deals/list-streams";
import { walletPath } from "@/lib/queries/get-wallet";

/**
 * `POST /api/v1/contracts/:id/streams` (client): starts billing by the minute against the escrow.
 * @throws ApiError: 409 insufficient_funds when the escrow does not cover the minimum charge;
 *   409 invalid_state when a stream is live already or the contract is not active.
 */
export async function startStream(contractId: string, key: string): Promise<Stream> {
  return dataOf(
    api.POST("/api/v1/contracts/{id}/streams", {
      params: { path: { id: contractId }, header: { "idempotency-key": key } },
    }),
  );
}

export function useStartStream() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ contractId, key }: { contractId: string; key: string }) => startStream(contractId, key),
    onSuccess: (stream) => {
      storeStream(queryClient, stream);
      storeStreamInList(queryClient, stream);
      return queryClient.invalidateQueries({ queryKey: [walletPath] });
    },
  });
}
