/**
 * An EVM address shortened for display: the first four and last four hex digits, as wallets show
 * them. `0x52908400098527886E0F7030069857D2E4169EE7` → `0x5290…9EE7`. Show the full address beside
 * it (a title, screen-reader text) wherever it can be read.
 */
export function shortAddress(address: string): string {
  return address.length > 12 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;
}
