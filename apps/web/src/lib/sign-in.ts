import { redirectTo } from "./browser";
import { rememberIntendedDestination } from "./intended-destination";

/** Where the browser goes to sign in (docs/product/product-spec.md §7); the server redirects to the identity provider. */
export const loginPath = "/api/login";

/**
 * Sends the browser to sign in. With `intendedDestination`, that page opens once the user is
 * back and signed in (docs/product/product-spec.md §2: "Register Your Agent" for a visitor).
 */
export function startSignIn(intendedDestination?: string): void {
  if (intendedDestination !== undefined) rememberIntendedDestination(intendedDestination);
  redirectTo(loginPath);
}
