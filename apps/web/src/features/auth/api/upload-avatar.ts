import { type AuthUser, authUser } from "@agora/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { authUserPath } from "@/lib/queries/get-auth-user";
import { uploadWithProgress } from "@/lib/upload";
import { signInIdentityPath } from "./sign-in-identity";

/** Path of the avatar upload and removal. */
export const profileAvatarPath = "/api/v1/profile/avatar";

/**
 * `PUT /api/v1/profile/avatar`: sends `file` as the body, with its own type as `Content-Type`.
 * XMLHttpRequest rather than `fetch`, because only it reports upload progress in every browser.
 * @param onProgress called with the share sent so far, 0 to 1, as the browser reports it.
 * @returns the user, whose `profileImageUrl` now points at the uploaded avatar.
 * @throws ApiError: 413 over 1 MiB, 415 for a type or bytes the server refuses (naming
 *   `content-type` or `body`), 429 over the upload limit; TypeError when the network fails.
 */
export function uploadAvatar(file: Blob, onProgress: (fraction: number) => void): Promise<AuthUser> {
  return uploadWithProgress({
    method: "PUT",
    url: profileAvatarPath,
    file,
    schema: authUser,
    what: "a user",
    onProgress,
  });
}

/**
 * Uploads the avatar and shows it everywhere at once: the user query (top bar, account menu,
 * this page) gets the answer, and the sign-in identity is asked again.
 * @returns the mutation and `progress` (0 to 1) of the upload under way.
 */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (file: Blob) => {
      setProgress(0);
      return uploadAvatar(file, setProgress);
    },
    onSuccess: (user) => {
      queryClient.setQueryData([authUserPath], user);
      void queryClient.invalidateQueries({ queryKey: [signInIdentityPath] });
    },
  });
  return { ...mutation, progress };
}
