import type { ReactNode } from "react";
import { type WalletConnection, WalletConnectionContext } from "./wallet-connection";

// Connecting a wallet is a later release. Until then the provider says honestly that no wallet is
// connected; it lives in its own chunk so that the wallet libraries, when they come, load only
// for users who allowed it (docs/product/product-spec.md §4).
const notConnected: WalletConnection = { status: "not-connected" };

/** Gives its children the wallet connection. Load it only with consent (see WalletStatus). */
export function WalletProvider({ children }: { children: ReactNode }) {
  return <WalletConnectionContext value={notConnected}>{children}</WalletConnectionContext>;
}
