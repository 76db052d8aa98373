import type { X402DemoCallResult } from "@agora/contracts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";
import { walletPath } from "@/lib/queries/get-wallet";
import { paidCallsPath } from "./keys";

/** `GET /api/v1/x402/demo`: the demo agent's per-call resource here, or `demo: null`. */
export const demoOfferQueryOptions = queryOptions({
  queryKey: ["/api/v1/x402/demo"],
  queryFn: ({ signal }) => dataOf(api.GET("/api/v1/x402/demo", { signal })),
  staleTime: 60_000,
});

export function useDemoOffer() {
  return useQuery(demoOfferQueryOptions);
}

/**
 * One paid demo call, as an x402 client makes it: read the requirement of the resource's 402
 * answer, ask Agora for my authorization of exactly it, and send the authorization with the text.
 * A fresh authorization per click: it is the call's exactly-once key, so a double click can at
 * worst be refused as used, never pay twice for one authorization.
 */
export function useTryPaidCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (text: string): Promise<X402DemoCallResult> => {
      const { demo } = await queryClient.fetchQuery({ ...demoOfferQueryOptions, staleTime: 0 });
      if (!demo) throw new Error("The demo's paid call is not available on this instance.");
      const authorization = await dataOf(
        api.POST("/api/v1/x402/authorizations", { body: { accepted: demo.accepted, resource: demo.resource } }),
      );
      return dataOf(api.POST("/api/v1/x402/demo/calls", { body: { text, authorization } }));
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: [paidCallsPath] });
      void queryClient.invalidateQueries({ queryKey: [walletPath] });
    },
  });
}
