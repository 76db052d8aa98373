import { createContext, useContext } from "react";

/**
 * What the wallet code knows about the user's wallet: whether the browser has one (an injected
 * EIP-1193 provider). Linking an address is done on /profile (decision 046); nothing stays connected.
 */
export interface WalletConnection {
  status: "not-connected" | "no-wallet";
}

/**
 * Filled by WalletProvider (./wallet-provider.tsx). This module stays tiny and in the main bundle;
 * the provider, which will carry the wallet libraries, is a separate chunk loaded after consent.
 */
export const WalletConnectionContext = createContext<WalletConnection | null>(null);

/** The wallet connection, or null while the wallet code is not loaded (no consent, or it failed). */
export function useWalletConnection(): WalletConnection | null {
  return useContext(WalletConnectionContext);
}
