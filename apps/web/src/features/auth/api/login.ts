/** Where the browser goes to sign in (docs/product/product-spec.md §7); the server redirects to the identity provider. */
export { loginPath } from "@/lib/sign-in";

/** Where the browser goes to sign out (docs/product/product-spec.md §7). */
export const logoutPath = "/api/logout";
