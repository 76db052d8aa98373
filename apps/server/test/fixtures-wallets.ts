import type { SiweNonce } from "@agora/contracts";
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from "viem/accounts";
import { type CreateSiweMessageParameters, createSiweMessage } from "viem/siwe";
import { ok } from "./fixtures-hiring";
import { api, type Browser } from "./harness";

// Wallet linking (decision 046) as a wallet does it: ask for a nonce, write the EIP-4361 message
// with viem, sign it with `personal_sign` (EIP-191) from a private-key account, post both.

/** A fresh externally owned account with a random private key. */
export function newTestAccount(): PrivateKeyAccount {
  return privateKeyToAccount(generatePrivateKey());
}

/** `POST /api/v1/profile/wallets/nonce` as `who`. */
export async function walletNonce(who: Browser): Promise<SiweNonce> {
  return (await ok(await api(who, "POST", "/api/v1/profile/wallets/nonce"), "wallet nonce")) as SiweNonce;
}

/**
 * The EIP-4361 message a well-behaved page writes for `challenge` and `address`: the server's
 * domain and URI, chain 1, issued now, expiring with the nonce. `overrides` replace any field.
 */
export function siweMessageFor(
  challenge: SiweNonce,
  address: `0x${string}`,
  overrides: Partial<CreateSiweMessageParameters> = {},
): string {
  return createSiweMessage({
    domain: challenge.domain,
    uri: challenge.uri,
    address,
    chainId: 1,
    nonce: challenge.nonce,
    version: "1",
    issuedAt: new Date(),
    expirationTime: new Date(challenge.expiresAt),
    statement: "Link this address to my Agora account.",
    ...overrides,
  });
}

/**
 * Links `account` (a new one by default) to `who`'s account through the real API.
 * @returns the link's id and the account.
 */
export async function linkTestWallet(
  who: Browser,
  account: PrivateKeyAccount = newTestAccount(),
): Promise<{ id: string; account: PrivateKeyAccount }> {
  const message = siweMessageFor(await walletNonce(who), account.address);
  const signature = await account.signMessage({ message });
  const link = await ok(await api(who, "POST", "/api/v1/profile/wallets", { message, signature }), "wallet link");
  return { id: link.id as string, account };
}
