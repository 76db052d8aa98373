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
