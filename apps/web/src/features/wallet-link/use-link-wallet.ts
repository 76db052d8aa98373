import { isWalletLinkChain, type WalletLink, walletLinkChainName } from "@agora/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { agentsPath } from "@/lib/queries/list-agents";
import { createWalletNonce } from "./api/create-wallet-nonce";
import { linkWallet } from "./api/link-wallet";
import { walletLinksPath } from "./api/list-wallet-links";
import { allowedChainNames, type Eip1193Provider, WalletLinkError } from "./injected-provider";

/** Where a linking attempt is, for the progress line: the wallet is asked twice, the server twice. */
export type LinkStep = "connecting" | "preparing" | "signing" | "linking";

/** Loads the wallet library's chunk (viem); a failed load says so in words. */
function loadSiweMessage() {
  return import("./siwe-message").catch((error: unknown) => {
    console.warn("Could not load the wallet code", error);
    throw new WalletLinkError("Could not load the wallet code. Check your connection and try again.");
  });
}

/**
 * Links the address of the injected wallet `provider` (EIP-1193) to the account by Sign-In with
 * Ethereum (EIP-4361): asks the wallet for its account and chain, the server for a nonce, builds
 * the message with viem (loaded now, as the user has consented), asks the wallet to `personal_sign`
 * it (EIP-191) and posts both. Nothing is sent to the server before the user signs but the nonce
 * request.
 * @param onStep told each step as it starts.
 * @throws WalletLinkError (no account, a chain outside the list, the wallet code would not load),
 *   the wallet's EIP-1193 error (4001 when the user declines), or ApiError from the server.
 */
export async function linkInjectedWallet(
  provider: Eip1193Provider,
  onStep: (step: LinkStep) => void,
): Promise<WalletLink> {
  onStep("connecting");
  // Fetched while the wallet asks the user; awaited once the account is known.
  const library = loadSiweMessage();
  library.catch(() => {});
  const accounts = await provider.request({ method: "eth_requestAccounts" });
  const account = Array.isArray(accounts) && typeof accounts[0] === "string" ? accounts[0] : null;
  if (!account) throw new WalletLinkError("Your wallet shared no account. Unlock it, choose an account and try again.");
  const chainId = Number.parseInt(String(await provider.request({ method: "eth_chainId" })), 16);
  if (!isWalletLinkChain(chainId))
    throw new WalletLinkError(
      `Your wallet is on ${Number.isNaN(chainId) ? "an unknown network" : walletLinkChainName(chainId)}. ` +
        `Switch it to ${allowedChainNames()}, then try again.`,
    );

  onStep("preparing");
  const [{ createLinkMessage }, challenge] = await Promise.all([library, createWalletNonce()]);
  const { address, message, data } = createLinkMessage({ challenge, account, chainId });

  onStep("signing");
  const signature = await provider.request({ method: "personal_sign", params: [data, address] });
  if (typeof signature !== "string") throw new WalletLinkError("Your wallet answered without a signature.");

  onStep("linking");
  return linkWallet({ message, signature });
}

/**
 * The "Connect wallet" action: {@link linkInjectedWallet} as a mutation, with the step it is at.
 * On success the links and the agents' profiles (which show them) are refetched.
 */
export function useLinkWallet() {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<LinkStep | null>(null);
  const mutation = useMutation({
    mutationFn: (provider: Eip1193Provider) => linkInjectedWallet(provider, setStep),
    onSettled: () => setStep(null),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [walletLinksPath] }),
        queryClient.invalidateQueries({ queryKey: [agentsPath] }),
      ]),
  });
  return { ...mutation, step };
}
