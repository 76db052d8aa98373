import { formatUsd, parseMicros } from "@agora/contracts";

/**
 * What people type into an amount field. Parsing and display of money live in the contract
 * package (`parseMicros`, `formatUsd`), the one home shared with the server (docs/product/DESIGN.md
 * "Money").
 */

/** What people type into an amount field, as the API's decimal string: "$1,250.50 " → "1250.50". */
export function normalizeAmount(text: string): string {
  return text
    .trim()
    .replace(/^\$\s*/, "")
    .replaceAll(",", "");
}

/**
 * Why `amount` (already normalized) cannot be sent, in words for the form; null when it can.
 * The contract's `money` schema checks the shape; this adds what only the server checks.
 */
export function amountProblem(amount: string, { maxMicros }: { maxMicros?: bigint } = {}): string | null {
  if (amount === "") return "Enter an amount.";
  const micros = parseMicros(amount);
  if (micros === null) return "Enter dollars, e.g. 25 or 25.50 (at most 6 decimals).";
  if (micros === 0n) return "Enter an amount above $0.";
  if (maxMicros !== undefined && micros > maxMicros) return `Enter at most ${formatUsd(maxMicros)}.`;
  return null;
}

/**
 * A request body the contract's schema parsed, made ready to send: the schema decodes amounts to
 * µUSD bigints (`decodedMicros`), which JSON cannot carry, so each one goes back as the dollars
 * the person typed (`typed` holds the same fields, before parsing). Everything else the schema
 * did (trimming, defaults) is kept.
 * @param parsed the schema's output (or `{}` when it failed).
 * @param typed the body given to the schema.
 */
export function withTypedAmounts<T>(parsed: unknown, typed: unknown): T {
  if (typeof parsed === "bigint") return typed as T;
  if (Array.isArray(parsed))
    return parsed.map((item, i) => withTypedAmounts(item, Array.isArray(typed) ? typed[i] : undefined)) as T;
  if (parsed === null || typeof parsed !== "object") return parsed as T;
  const source = (typed ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(parsed).map(([key, value]) => [key, withTypedAmounts(value, source[key])]),
  ) as T;
}
