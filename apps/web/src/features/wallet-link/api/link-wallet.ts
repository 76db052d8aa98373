import type { LinkWalletRequest, WalletLink } from "@agora/contracts";
import { api, dataOf } from "@/lib/api";

/**
 * `POST /api/v1/profile/wallets`: links the address of a signed EIP-4361 message to the account.
 * 201 with the new link, 200 with the existing one when the address was already linked here.
 * @throws ApiError 400 naming `message` or `signature` when a check fails (the nonce is spent), 409
 *   when the address belongs to another account or the account holds five links.
 */
export function linkWallet(body: LinkWalletRequest): Promise<WalletLink> {
  return dataOf(api.POST("/api/v1/profile/wallets", { body }));
}
