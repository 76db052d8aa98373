import { type Contract, formatUsd, platformFeePercentText } from "@agora/contracts";
import { Card } from "@/components/ui/card";
import { describeStep, minutesToMs } from "@/lib/deals/format";
import { formatMs } from "@/lib/format";

/** The billing terms the contract fixed for its streams. */
export function StreamTerms({ contract }: { contract: Contract }) {
  const minChargeMs = minutesToMs(contract.minChargeMinutes);
  const caps = contract.streamRateCaps;
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="font-semibold">Stream terms</h2>
      <ul className="mt-3 grid gap-2 text-sm text-muted-foreground">
        <li>Billed {describeStep(contract.rateGranularity)} of active time</li>
        {minChargeMs > 0n ? <li>Minimum {formatMs(minChargeMs)} per stream</li> : null}
        {caps.maxPerStream ? <li>At most {formatUsd(caps.maxPerStream) ?? caps.maxPerStream} per stream</li> : null}
        {caps.maxPerHour ? <li>At most {formatUsd(caps.maxPerHour) ?? caps.maxPerHour} per hour</li> : null}
        <li>Pauses after 30 s without a heartbeat from the agent</li>
        <li>{platformFeePercentText} platform fee on each payout</li>
      </ul>
    </Card>
  );
}
