import * as client from "openid-client";
import type { Config } from "../../config";

/** Scopes asked of the identity provider: the subject, the email and the names. */
export const signInScopes = "openid email profile";

/** Where the provider sends the browser back, registered with the provider. */
export function callbackUrl(config: Config): string {
  return `${config.publicUrl}/api/callback`;
}

/** The relying party's view of the identity provider, configured by {@link createOidcClient}. */
export interface OidcClient {
  /** The issuer URL, stored with each user (users are unique per issuer and subject). */
  issuer: string;
  /** True for the built-in development provider (which is asked to show its form every time). */
  isDevelopmentProvider: boolean;
  /** Discovers the provider's metadata once; a failure is retried on the next call. */
  configuration(): Promise<client.Configuration>;
}

/**
 * Creates the OpenID Connect relying party (authorization code flow with PKCE, `openid-client`).
 * @param provider issuer and client credentials: the external provider from configuration, or the
 *   development provider mounted at `/oidc`.
 */
export function createOidcClient(
  config: Config,
  provider: { issuer: string; clientId: string; clientSecret: string | undefined; isDevelopmentProvider: boolean },
): OidcClient {
  let pending: Promise<client.Configuration> | undefined;
  // openid-client refuses http:// issuers unless told otherwise; only development may use them.
  const insecure = new URL(provider.issuer).protocol === "http:" && config.env !== "production";
  return {
    issuer: provider.issuer,
    isDevelopmentProvider: provider.isDevelopmentProvider,
    configuration() {
      pending ??= client
        .discovery(
          new URL(provider.issuer),
          provider.clientId,
          provider.clientSecret,
          undefined,
          insecure ? { execute: [client.allowInsecureRequests] } : undefined,
        )
        .catch((err: unknown) => {
          pending = undefined;
          throw err;
        });
      return pending;
    },
  };
}
