import type { ReactNode } from "react";
import { getInjectedProvider } from "./injected-provider";
import { type WalletConnection, WalletConnectionContext } from "./wallet-connection";

// Loaded only with consent (docs/product/product-spec.md §4), in a chunk of its own. It says honestly whether the
// browser has a wallet; linking an address (viem, loaded when the user asks to link) is on /profile.
const notConnected: WalletConnection = { status: "not-connected" };
const noWallet: WalletConnection = { status: "no-wallet" };

/** Gives its children the wallet connection. Load it only with consent (see WalletStatus). */
export function WalletProvider({ children }: { children: ReactNode }) {
  const connection = getInjectedProvider() ? notConnected : noWallet;
  return <WalletConnectionContext value={connection}>{children}</WalletConnectionContext>;
}
