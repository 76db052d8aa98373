import { bpsMax } from "@agora/contracts";

/**
 * The percentage an admin types for a dispute's agent share, in basis points. The split itself is
 * the contract's `splitEscrow` (the one the server pays out), so the preview is exactly what the
 * ledger will move (docs/product/DESIGN.md "Hiring flow" 6).
 */

const percentText = /^(\d{1,3})(?:[.,](\d{0,2}))?$/;

/**
 * A percentage as typed ("37.5", "100", "12,25 ") in basis points (3750, 10000, 1225), read as
 * digits rather than through a float so "0.29" is 29 bps and not 28.999….
 * @returns null for anything that is not 0–100 with at most two decimals.
 */
export function percentToBps(text: string): number | null {
  const match = percentText.exec(text.trim().replace(/\s*%$/, ""));
  if (!match) return null;
  const [, whole = "0", fraction = ""] = match;
  const bps = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return bps <= bpsMax ? bps : null;
}
