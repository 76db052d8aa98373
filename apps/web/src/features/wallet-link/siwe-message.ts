import type { SiweNonce } from "@agora/contracts";
import { getAddress, type Hex, stringToHex } from "viem";
import { createSiweMessage } from "viem/siwe";

// The wallet library's part of linking, in a chunk of its own: loaded by the "Connect wallet"
// button, which only exists once the user has granted wallet consent (docs/product/product-spec.md §4).

/** The statement of every link message: what the user agrees to by signing. It moves no money. */
export const linkStatement = "Link this address to my Agora account. Signing proves I control it and moves no money.";

/**
 * The EIP-4361 (Sign-In with Ethereum) message that links `account` on `chainId`, with the nonce,
 * domain and URI the server issued, issued now and expiring with the nonce.
 * @returns the EIP-55 address, the message, and the message as hex for `personal_sign` (EIP-191).
 */
export function createLinkMessage({
  challenge,
  account,
  chainId,
  now = new Date(),
}: {
  challenge: SiweNonce;
  account: string;
  chainId: number;
  now?: Date;
}): { address: Hex; message: string; data: Hex } {
  const address = getAddress(account);
  const message = createSiweMessage({
    domain: challenge.domain,
    uri: challenge.uri,
    address,
    chainId,
    nonce: challenge.nonce,
    version: "1",
    issuedAt: now,
    expirationTime: new Date(challenge.expiresAt),
    statement: linkStatement,
  });
  return { address, message, data: stringToHex(message) };
}
