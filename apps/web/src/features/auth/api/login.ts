/** Where the browser goes to sign in (spec §7); the server redirects to the identity provider. */
export const loginPath = "/api/login";
/** Where the browser goes to sign out (spec §7). */
export const logoutPath = "/api/logout";
