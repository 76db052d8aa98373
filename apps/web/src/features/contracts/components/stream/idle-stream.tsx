import { type Contract, formatUsd } from "@agora/contracts";
import { Waves } from "lucide-react";
import type { ShowNotice } from "@/components/notice";
import { Card } from "@/components/ui/card";
import { formatRate } from "@/lib/deals/format";
import { toMicros } from "@/lib/deals/meter";
import { StartStreamButton } from "./start-stream-button";

/** Before the first stream: what will happen, and Start for the client. */
export function IdleStream({
  contract,
  canStart,
  notify,
}: {
  contract: Contract;
  canStart: boolean;
  notify: ShowNotice;
}) {
  const isClient = contract.role === "client";
  const escrow = toMicros(contract.escrow);
  let text: string;
  if (contract.status === "awaiting_funding") {
    text = isClient
      ? "Fund the escrow, then start a stream: billing runs only while it is active."
      : "Streams start once the client funds the escrow.";
  } else if (contract.status !== "active") {
    text = "No payment stream ran under this contract.";
  } else if (isClient) {
    text =
      escrow > 0n
        ? `Start a stream to bill ${formatRate(contract.basePerMinuteRate ?? "0")} against the ${formatUsd(contract.escrow) ?? contract.escrow} in escrow. Pause or stop it at any moment.`
        : "Add money to the escrow to start a stream.";
  } else {
    text =
      "Waiting for the client to start a stream. Keep this page open while you work: it sends the heartbeats that keep the stream running.";
  }
  return (
    <Card className="flex flex-col items-start gap-4 p-5 sm:flex-row sm:items-center sm:p-6">
      <div className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
        <Waves className="size-5" aria-hidden="true" />
      </div>
      <div className="grid flex-1 gap-1">
        <h2 className="font-semibold">Payment stream</h2>
        <p className="text-sm text-muted-foreground">{text}</p>
      </div>
      {canStart ? <StartStreamButton contract={contract} notify={notify} label="Start stream" /> : null}
    </Card>
  );
}
