import type { AuthUser } from "@agora/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";
import { authUserPath } from "@/lib/queries/get-auth-user";
import { signInIdentityPath } from "./sign-in-identity";

/**
 * `DELETE /api/v1/profile/avatar`: removes the uploaded avatar; the provider's picture, if any,
 * returns at the next sign-in.
 * @returns the user without the uploaded avatar.
 */
export async function removeAvatar(): Promise<AuthUser> {
  return dataOf(api.DELETE("/api/v1/profile/avatar"));
}

/** Removes the uploaded avatar; the user query (top bar, menus) gets the answer at once. */
export function useRemoveAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAvatar,
    onSuccess: (user) => {
      queryClient.setQueryData([authUserPath], user);
      void queryClient.invalidateQueries({ queryKey: [signInIdentityPath] });
    },
  });
}
