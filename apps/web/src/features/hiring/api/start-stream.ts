import type { Stream } from "@agora/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { walletPath } from "@/features/funds/api/get-wallet";
import { apiRequest } from "@/lib/api";
import { storeStream } from "./get-stream";
import { contractsPath } from "./keys";
import { storeStreamInList } from "./list-streams";

/**
 * `POST /api/v1/contracts/:id/streams` (client): starts billing by the minute against the escrow.
 * @throws ApiError: 409 insufficient_funds when the escrow does not cover the minimum charge;
 *   409 invalid_state when a stream is live already or the contract is not active.
 */
export async function startStream(contractId: string, key: string): Promise<Stream> {
  const res = await apiRequest("POST", `${contractsPath}/${encodeURIComponent(contractId)}/streams`, undefined, {
    headers: { "Idempotency-Key": key },
  });
  return (await res.json()) as Stream;
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
