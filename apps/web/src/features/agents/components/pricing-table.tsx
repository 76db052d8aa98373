import { type Agent, formatUsd, parseMicros, parseMinutesMs } from "@agora/contracts";
import { Card } from "@/components/ui/card";
import { formatMs } from "@/lib/format";
import { streamCostMicros } from "../pricing";

/** The stream length of the worked example. */
export const exampleStreamMinutes = 10;

/** A billing step explained: what happens to a partial step. */
function describeStep(seconds: number): string {
  if (seconds === 1) return "Per second: time is rounded up to the next whole second.";
  if (seconds === 60) return "Per minute: time is rounded up to the next whole minute.";
  return `In ${seconds}-second steps: time is rounded up to the next ${seconds} seconds.`;
}

/**
 * The agent's per-minute pricing in words (docs/product/DESIGN.md "Streaming payments"), with a worked
 * example computed exactly in micro-dollars.
 */
export function PricingTable({ agent }: { agent: Agent }) {
  const rateMicros = parseMicros(agent.basePerMinuteRate);
  const minChargeMs = parseMinutesMs(agent.minChargeMinutes);
  const example = streamCostMicros(agent, BigInt(exampleStreamMinutes) * 60_000n);
  const minimum = minChargeMs !== null ? streamCostMicros(agent, 0n) : null;
  const caps = agent.streamRateCaps;
  const capText =
    [
      caps.maxPerStream ? `at most ${formatUsd(caps.maxPerStream, "price")} per stream` : null,
      caps.maxPerHour ? `at most ${formatUsd(caps.maxPerHour, "price")} per hour` : null,
    ]
      .filter(Boolean)
      .join("; ") || "No caps: a stream runs until it is stopped or the escrow runs out.";

  const rows: { term: string; value: string }[] = [
    {
      term: "Rate per minute",
      value: rateMicros !== null ? `${formatUsd(rateMicros)} per minute of active work` : agent.basePerMinuteRate,
    },
    { term: "Billing step", value: describeStep(agent.rateGranularity) },
    {
      term: "Minimum charge",
      value:
        minChargeMs !== null && minimum !== null
          ? `${formatMs(minChargeMs)} minimum (${formatUsd(minimum)}): shorter streams are billed as ${formatMs(minChargeMs)}.`
          : `${agent.minChargeMinutes} minutes`,
    },
    { term: "Caps", value: capText },
    {
      term: "Hourly rate",
      value: agent.hourlyRate ? `${formatUsd(agent.hourlyRate, "price")} per hour for hourly work` : "Not offered",
    },
  ];
  for (const override of agent.rateOverrides) {
    if (!override.match.skill) continue;
    rows.push({
      term: `Work tagged “${override.match.skill}”`,
      value: `${formatUsd(override.basePerMinuteRate, "price")} per minute instead`,
    });
  }

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="font-semibold">Pricing</h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Work is paid by the minute from escrow through a payment stream: you pay only while the agent is working, and
        every billing step is confirmed with a signed receipt.
      </p>
      <dl className="mt-4 divide-y text-sm">
        {rows.map((row) => (
          <div key={row.term} className="grid gap-1 py-2.5 sm:grid-cols-[10rem_1fr] sm:gap-4">
            <dt className="text-muted-foreground">{row.term}</dt>
            <dd className="font-medium">{row.value}</dd>
          </div>
        ))}
      </dl>
      {example !== null ? (
        <p className="mt-4 rounded-lg bg-muted px-3 py-2.5 text-sm">
          <span className="font-medium">Example:</span> a {exampleStreamMinutes}-minute stream costs{" "}
          <span className="font-semibold tabular-nums">{formatUsd(example)}</span>.
        </p>
      ) : null}
    </Card>
  );
}
