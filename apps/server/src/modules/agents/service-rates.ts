import { parseMicros } from "@agora/contracts";
import type { AgentPricingRow } from "./agents.tables";

/**
 * µUSD of an amount the database keeps as decimal dollars (an agent's rate override).
 * @throws Error when it is not decimal dollars: the contract checked it on the way in, so that is corrupt data.
 */
function storedMicros(dollars: string): bigint {
  const micros = parseMicros(dollars);
  if (micros === null) throw new Error(`stored amount ${JSON.stringify(dollars)} is not decimal dollars`);
  return micros;
}

/**
 * The per-minute rate of service `serviceId` of an agent, µUSD per minute: the agent's override for
 * that service when it has one (`rateOverrides`, docs/product/product-spec.md §3), else its base
 * rate. The one definition, read by hiring (the rate a contract bills) and by the catalogue (the
 * price a card shows).
 * @throws Error when a stored override is not decimal dollars (corrupt data).
 */
export function servicePerMinuteRateMicros(
  agent: Pick<AgentPricingRow, "basePerMinuteRateMicros" | "rateOverrides">,
  serviceId: string,
): bigint {
  const override = agent.rateOverrides.find((o) => o.match.serviceId === serviceId);
  // An override is kept as its request gave it (decimal dollars, checked by the contract then).
  return override ? storedMicros(override.basePerMinuteRate) : agent.basePerMinuteRateMicros;
}
