/** Where the browser goes to sign in (spec §7); the server redirects to the identity provider. */
export { loginPath } from "@/lib/sign-in";

/** Where the browser goes to sign out (spec §7). */
export const logoutPath = "/api/logout";
