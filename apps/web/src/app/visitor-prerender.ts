import type { QueryClient } from "@tanstack/react-query";
import { authUserPath } from "@/lib/queries/get-auth-user";

/**
 * Seeds the current-user lookup (`GET /api/auth/user`, key `[authUserPath]`) with "signed out"
 * (`null`), dated at the epoch so it is already stale: the app's first render is the visitor
 * landing page, the same page as the prerendered HTML, instead of the loading screen, and the
 * lookup still runs on mount (docs/product/product-spec.md §7), so a session the server did not
 * see switches to the signed-in home when its 200 arrives.
 */
export function seedVisitorAuth(queryClient: QueryClient): void {
  queryClient.setQueryData([authUserPath], null, { updatedAt: 0 });
}
