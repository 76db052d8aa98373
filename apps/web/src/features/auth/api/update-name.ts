import type { AuthUser, ProfileUpdateRequest } from "@agora/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";
import { authUserPath } from "@/lib/queries/get-auth-user";

/**
 * `PATCH /api/auth/user`: sets the name Agora shows for me, kept across sign-ins.
 * @throws ApiError: 400 naming `firstName` and/or `lastName`.
 */
export async function updateName(body: ProfileUpdateRequest): Promise<AuthUser> {
  return dataOf(api.PATCH("/api/auth/user", { body }));
}

export function useUpdateName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateName,
    // The header's avatar, the menus and every page reading the user show the new name at once.
    onSuccess: (user) => queryClient.setQueryData([authUserPath], user),
  });
}
