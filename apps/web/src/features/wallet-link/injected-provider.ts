import { walletLinkChainIds, walletLinkChainName } from "@agora/contracts";
import { ApiError, getErrorMessage } from "@/lib/api";

/**
 * An EIP-1193 provider as browser wallets inject it at `window.ethereum`: one `request` method
 * taking a JSON-RPC method and its params. Only `eth_requestAccounts`, `eth_chainId` and
 * `personal_sign` (EIP-191) are used.
 */
export interface Eip1193Provider {
  request(args: { method: string; params?: readonly unknown[] }): Promise<unknown>;
}

/**
 * The injected wallet of this page, or null when there is none (no wallet extension, or one that
 * did not inject an EIP-1193 provider). Reading it loads no wallet code.
 */
export function getInjectedProvider(): Eip1193Provider | null {
  if (typeof window === "undefined") return null;
  const candidate = (window as { ethereum?: unknown }).ethereum;
  if (typeof candidate !== "object" || candidate === null) return null;
  return typeof (candidate as { request?: unknown }).request === "function" ? (candidate as Eip1193Provider) : null;
}

/** A linking step that failed for a reason the page explains itself (no account, another chain). */
export class WalletLinkError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "WalletLinkError";
  }
}

/** The chains a wallet may be on, named for people: "Ethereum, OP Mainnet, … or Sepolia". */
export function allowedChainNames(): string {
  const names = walletLinkChainIds.map(walletLinkChainName);
  return `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
}

/** EIP-1193 §"Provider Errors" codes the page explains in words. */
const providerErrorMessages: Record<number, string> = {
  4001: "You declined the request in your wallet. Nothing was linked.",
  4100: "Your wallet did not let Agora ask for this. Unlock it, allow this site, and try again.",
  4900: "Your wallet is not connected to any network. Connect it and try again.",
  [-32002]: "Your wallet is already waiting for an answer. Open it, answer or close that request, and try again.",
};

/** One sentence saying why linking failed: the server's detail, the wallet's refusal, or the page's own reason. */
export function describeLinkError(error: unknown): string {
  if (error instanceof ApiError || error instanceof WalletLinkError) return getErrorMessage(error);
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === "number" && providerErrorMessages[code]) return providerErrorMessages[code];
  const message = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  return message
    ? `Your wallet could not complete the request: ${message}`
    : "Your wallet could not complete the request.";
}
