import { type AuthUser, authUser } from "@agora/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError, apiErrorOf } from "@/lib/api";
import { authUserPath } from "@/lib/queries/get-auth-user";
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
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("PUT", profileAvatarPath);
    xhr.withCredentials = true;
    xhr.setRequestHeader("Content-Type", file.type);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(apiErrorOf(xhr.status, xhr.responseText || xhr.statusText));
        return;
      }
      const parsed = authUser.safeParse(safeJson(xhr.responseText));
      if (parsed.success) resolve(parsed.data);
      else reject(new ApiError(xhr.status, "The server's answer was not a user", null));
    };
    xhr.onerror = () => reject(new TypeError("Network request failed"));
    xhr.send(file);
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
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
