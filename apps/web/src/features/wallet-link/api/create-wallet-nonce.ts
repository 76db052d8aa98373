import type { SiweNonce } from "@agora/contracts";
import { api, dataOf } from "@/lib/api";

/**
 * `POST /api/v1/profile/wallets/nonce`: a fresh single-use nonce (valid 10 minutes) with the domain,
 * URI and chain ids the Sign-In with Ethereum message must name. Asked for once per linking attempt,
 * so it is a plain call rather than a query.
 */
export function createWalletNonce(): Promise<SiweNonce> {
  return dataOf(api.POST("/api/v1/profile/wallets/nonce"));
}
