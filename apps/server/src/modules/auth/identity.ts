import type { OidcIdentity } from "../users";

/** The claims Agora reads from an ID token or a userinfo answer (OpenID Connect Core §5.1). */
export type IdentityClaims = Record<string, unknown> & { sub: string };

/**
 * Turns what the provider said at sign-in into the identity Agora stores. Userinfo wins over the
 * ID token claim by claim, except that `email_verified` is always taken from the same answer as
 * `email`: a verified flag about one address must never vouch for another.
 * @param issuer the provider's issuer URL.
 * @param idToken the validated ID token's claims.
 * @param userinfo the userinfo answer for the same subject, if any.
 */
export function identityFromClaims(
  issuer: string,
  idToken: IdentityClaims,
  userinfo?: Record<string, unknown>,
): OidcIdentity {
  const info = userinfo ?? {};
  const emailSource = stringClaim(info.email) ? info : idToken;
  const email = stringClaim(emailSource.email);
  return {
    issuer,
    subject: idToken.sub,
    email,
    emailVerified: email !== null && isTrue(emailSource.email_verified),
    firstName: stringClaim(info.given_name ?? idToken.given_name),
    lastName: stringClaim(info.family_name ?? idToken.family_name),
    profileImageUrl: stringClaim(info.picture ?? idToken.picture),
  };
}

function stringClaim(value: unknown): string | null {
  return typeof value === "string" && value.length > 0 ? value : null;
}

/** `true`, or the string "true" that some providers (e.g. older Amazon Cognito) send instead. */
function isTrue(value: unknown): boolean {
  return value === true || value === "true";
}
