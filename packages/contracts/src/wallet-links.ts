import { z } from "zod";

/*
 * Wallet links (docs/decisions/046-wallet-linking.md): an EVM address linked to an account by
 * Sign-In with Ethereum (EIP-4361). The server issues a single-use nonce, the wallet signs the
 * message with `personal_sign` (EIP-191), and the server checks it and recovers the signer. A link
 * proves control of an address and nothing more: no token is issued and no money moves.
 */

/**
 * How long a nonce may be used after it is issued, in ms (10 minutes). A message issued longer ago
 * than this is refused too, so a signature cannot be kept and used later.
 */
export const siweNonceTtlMs = 10 * 60 * 1000;

/** Most addresses one account may link. */
export const walletLinksPerUserMax = 5;

/**
 * The EIP-155 chains a message may name, with the names the web shows: Ethereum, OP Mainnet,
 * Polygon, Base, Arbitrum One and the Sepolia test network. The chain only says where the wallet
 * was when it signed; an externally owned address is the same on every chain.
 */
export const walletLinkChains = {
  1: "Ethereum",
  10: "OP Mainnet",
  137: "Polygon",
  8453: "Base",
  42161: "Arbitrum One",
  11155111: "Sepolia",
} as const satisfies Record<number, string>;

/** The chain ids of {@link walletLinkChains}, ascending. */
export const walletLinkChainIds: readonly number[] = Object.keys(walletLinkChains).map(Number);

/** Whether a message may name chain `chainId` (one of {@link walletLinkChainIds}). */
export function isWalletLinkChain(chainId: number): chainId is keyof typeof walletLinkChains {
  return Object.hasOwn(walletLinkChains, chainId);
}

/** The name of chain `chainId` for people ("Base"), or "chain <id>" for one outside the list. */
export function walletLinkChainName(chainId: number): string {
  return isWalletLinkChain(chainId) ? walletLinkChains[chainId] : `chain ${chainId}`;
}

/** Longest EIP-4361 message accepted, in characters (a message with a statement is ~500). */
export const siweMessageLengthMax = 4096;

/** An EIP-55 checksummed EVM address as the API answers it. */
const evmAddress = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/)
  .describe("The EVM address, EIP-55 checksummed (mixed case), e.g. 0x52908400098527886E0F7030069857D2E4169EE7.");

/** Answer of `POST /api/v1/profile/wallets/nonce`: what the message to sign must say. */
export const siweNonce = z
  .object({
    nonce: z
      .string()
      .regex(/^[0-9a-zA-Z]{8,}$/)
      .describe(
        "Single-use random nonce (128 bits, alphanumeric as EIP-4361 requires) for the message's `Nonce:` line.",
      ),
    expiresAt: z.iso
      .datetime({ offset: true })
      .describe("ISO 8601 instant after which the nonce is refused (10 minutes after it was issued)."),
    domain: z.string().describe("The `domain` the message must name: the host (and port) Agora is served from."),
    uri: z.string().describe("The `URI:` the message must name: the origin Agora is served from."),
    chainIds: z
      .array(z.number().int())
      .describe("The EIP-155 chain ids the message's `Chain ID:` may name (1, 10, 137, 8453, 42161, 11155111)."),
  })
  .meta({ id: "SiweNonce" });
export type SiweNonce = z.infer<typeof siweNonce>;

/** Body of `POST /api/v1/profile/wallets`. */
export const linkWalletRequest = z
  .object({
    message: z
      .string()
      .min(1)
      .max(siweMessageLengthMax)
      .describe(
        "The EIP-4361 (Sign-In with Ethereum) message exactly as signed, with the nonce from " +
          "`POST /api/v1/profile/wallets/nonce` and that answer's domain and URI.",
      ),
    signature: z
      .string()
      .regex(/^0x[0-9a-fA-F]{130}$/, "must be a 65-byte hex signature (0x and 130 hex digits)")
      .describe("The wallet's `personal_sign` (EIP-191) signature of `message`: 0x and 130 hex digits."),
  })
  .strict()
  .meta({ id: "LinkWalletRequest" });
export type LinkWalletRequest = z.infer<typeof linkWalletRequest>;

/** An address linked to the caller's account. */
export const walletLink = z
  .object({
    id: z.uuid().describe("The link's id, for unlinking."),
    address: evmAddress,
    chainId: z.number().int().describe("The EIP-155 chain id the message was signed for."),
    linkedAt: z.iso.datetime({ offset: true }).describe("ISO 8601 instant the address was linked."),
  })
  .meta({ id: "WalletLink" });
export type WalletLink = z.infer<typeof walletLink>;

/** Answer of `GET /api/v1/profile/wallets`: every link of the caller, oldest first. */
export const walletLinkList = z.object({ data: z.array(walletLink) }).meta({ id: "WalletLinkList" });
export type WalletLinkList = z.infer<typeof walletLinkList>;

/** Path parameters of `DELETE /api/v1/profile/wallets/{id}`. */
export const walletLinkIdParams = z.object({ id: z.uuid().describe("The link's id (UUID).") });

/** An address an agent's owner linked, as the agent's public profile shows it (an owner signal). */
export const ownerWallet = z
  .object({
    address: evmAddress,
    chainId: z.number().int().describe("The EIP-155 chain id the owner's message was signed for."),
    linkedAt: z.iso.datetime({ offset: true }).describe("ISO 8601 instant the owner linked it."),
  })
  .meta({ id: "OwnerWallet" });
export type OwnerWallet = z.infer<typeof ownerWallet>;
