import { type StreamReceipt, verifyReceipt } from "@agora/contracts";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { receiptKeysQueryOptions } from "@/lib/queries/get-receipt-keys";

/**
 * The outcome of checking the latest receipt in the browser. `isFinal`: the receipt checked is the
 * stream's final one, the only kind that states money paid (decision 018).
 */
export type ReceiptCheck =
  | { status: "checking" }
  | { status: "verified"; seq: number; isFinal: boolean }
  | { status: "invalid"; seq: number; isFinal: boolean }
  | { status: "unavailable" };

/**
 * Verifies `receipt` with the platform's published key (Ed25519 over its canonical JSON, or over
 * its batch's Merkle root for a live confirmation with a proof, decision 051), right here in the browser, whenever a new one arrives. While the next one is checked the last outcome
 * stays on screen, so the indicator does not flicker once a second.
 */
export function useReceiptCheck(receipt: StreamReceipt | undefined): ReceiptCheck {
  const keys = useQuery(receiptKeysQueryOptions);
  const [check, setCheck] = useState<ReceiptCheck>({ status: "checking" });
  const keySet = keys.data;
  const refetchKeys = keys.refetch;

  useEffect(() => {
    if (!receipt || !keySet) return;
    let isCancelled = false;
    void verifyReceipt(receipt, keySet).then((ok) => {
      if (isCancelled) return;
      setCheck({ status: ok ? "verified" : "invalid", seq: receipt.seq, isFinal: receipt.final });
      // A key we do not know yet: the platform may have rotated keys since we fetched them.
      if (!ok && !keySet.keys.some((key) => key.kid === receipt.keyId)) void refetchKeys();
    });
    return () => {
      isCancelled = true;
    };
  }, [receipt, keySet, refetchKeys]);

  if (keys.isError && !keySet) return { status: "unavailable" };
  return check;
}
