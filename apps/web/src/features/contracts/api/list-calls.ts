import {
  type CallReceipt,
  type Contract,
  type ContractCall,
  type ContractCallPage,
  formatMicros,
  parseMicros,
  type RealtimeEvent,
  verifyCallReceipt,
} from "@agora/contracts";
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { api, dataOf } from "@/lib/api";
import { contractsPath } from "@/lib/deals/keys";
import { receiptKeysQueryOptions } from "@/lib/queries/get-receipt-keys";
import { useRealtime } from "@/lib/realtime";
import { contractQueryOptions, contractRefreshMs } from "./get-contract";

/** Calls per page of a per-call contract's list. */
export const callsPageSize = 25;

/** `GET /api/v1/contracts/:id/calls`: a per-call contract's calls, newest first, page after page (decision 086). */
export function contractCallsQueryOptions(id: string) {
  return infiniteQueryOptions({
    queryKey: [contractsPath, id, "calls"],
    queryFn: ({ pageParam, signal }) =>
      dataOf(
        api.GET("/api/v1/contracts/{id}/calls", {
          params: { path: { id }, query: { limit: callsPageSize, ...(pageParam ? { cursor: pageParam } : {}) } },
          signal,
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page: ContractCallPage) => page.nextCursor,
  });
}

type CallMade = Extract<RealtimeEvent, { event: "call.made" }>["data"];

/**
 * Puts a call announced by `call.made` at the top of the list (unless a read already has it) and
 * moves the contract's figures to the event's, so a page shows each call as it is made without
 * reading anything again. `unpaid` grows by what `spent` grew: only a payout lowers it.
 */
export function applyCallMade(queryClient: QueryClient, contractId: string, data: CallMade): void {
  const call: ContractCall = {
    id: data.callId,
    contractId,
    seq: data.seq,
    price: data.price,
    spent: data.spent,
    paid: false,
    createdAt: data.receipt.at,
    receipt: data.receipt,
  };
  queryClient.setQueryData<InfiniteData<ContractCallPage, string | null>>(
    contractCallsQueryOptions(contractId).queryKey,
    (list) => {
      if (!list || list.pages.length === 0) return list;
      if (list.pages.some((page) => page.data.some((c) => c.id === call.id))) return list;
      const [first, ...rest] = list.pages;
      if (!first) return list;
      return { ...list, pages: [{ ...first, data: [call, ...first.data] }, ...rest] };
    },
  );
  queryClient.setQueryData<Contract>(contractQueryOptions(contractId).queryKey, (contract) => {
    if (!contract?.calls || contract.calls.count >= data.seq) return contract;
    const grown = (parseMicros(data.spent) ?? 0n) - (parseMicros(contract.calls.spent) ?? 0n);
    const unpaid = (parseMicros(contract.calls.unpaid) ?? 0n) + grown;
    return {
      ...contract,
      calls: { count: data.seq, spent: data.spent, unpaid: formatMicros(unpaid), available: data.available },
    };
  });
}

/**
 * A per-call contract's calls, live: while the tab's WebSocket carries `contract:<id>`, each
 * `call.made` lands in the cache at once and each `call.paid` reads the contract and its calls
 * again (the payout changed escrow, paid-out figures and which calls are paid). While the channel
 * is not subscribed it polls, as stream pages do, and it reads once each time the channel comes
 * (back) up to catch what happened meanwhile.
 * @param isOpen whether calls can still happen (an active contract); a closed one is read once.
 */
export function useContractCalls(id: string, isOpen: boolean) {
  const queryClient = useQueryClient();
  const channel = useRealtime(`contract:${id}`, (event) => {
    if (event.event === "call.made" && event.data.contractId === id) applyCallMade(queryClient, id, event.data);
    else if (event.event === "call.paid" && event.data.contractId === id) {
      void queryClient.invalidateQueries({ queryKey: contractQueryOptions(id).queryKey, exact: true });
      void queryClient.invalidateQueries({ queryKey: contractCallsQueryOptions(id).queryKey });
    }
  });
  const isPushed = channel === "subscribed";
  const query = useInfiniteQuery({
    ...contractCallsQueryOptions(id),
    refetchInterval: isOpen && !isPushed ? contractRefreshMs : false,
  });
  const { refetch } = query;
  useEffect(() => {
    if (isPushed) void refetch();
  }, [isPushed, refetch]);
  return { query, isLive: isPushed };
}

/** The outcome of checking one call receipt in the browser. */
export type CallReceiptCheck = "checking" | "verified" | "invalid" | "unavailable";

/**
 * Checks `receipt` with the platform's published key (Ed25519 over its canonical JSON,
 * `verifyCallReceipt`), here in the browser. A receipt signed by a key we do not know makes the
 * keys load again: the platform may have rotated them since.
 */
export function useCallReceiptCheck(receipt: CallReceipt): CallReceiptCheck {
  const keys = useQuery(receiptKeysQueryOptions);
  const [check, setCheck] = useState<CallReceiptCheck>("checking");
  const keySet = keys.data;
  const refetchKeys = keys.refetch;
  useEffect(() => {
    if (!keySet) return;
    let isCancelled = false;
    void verifyCallReceipt(receipt, keySet).then((ok) => {
      if (isCancelled) return;
      setCheck(ok ? "verified" : "invalid");
      if (!ok && !keySet.keys.some((key) => key.kid === receipt.keyId)) void refetchKeys();
    });
    return () => {
      isCancelled = true;
    };
  }, [receipt, keySet, refetchKeys]);
  if (keys.isError && !keySet) return "unavailable";
  return check;
}
