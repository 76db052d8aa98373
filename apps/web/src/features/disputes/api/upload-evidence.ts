import { type Dispute, dispute } from "@agora/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError, apiErrorOf } from "@/lib/api";
import { contractDisputeQueryOptions } from "./contract-dispute";

/**
 * `POST /api/v1/disputes/:id/evidence?name=…`: sends `file` as the body, with its own type as
 * `Content-Type`; the file becomes a message of the thread (decision 075). XMLHttpRequest rather
 * than `fetch`, because only it reports upload progress in every browser.
 * @param onProgress called with the share sent so far, 0 to 1, as the browser reports it.
 * @returns the dispute with the new message.
 * @throws ApiError: 413 over 5 MiB; 415 when the type or the bytes are refused (naming
 *   `content-type` or `body`); 409 once resolved or at 20 files; 404 for another user's dispute;
 *   429 over the upload limit. TypeError when the network fails.
 */
export function uploadEvidence(
  disputeId: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<Dispute> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(
      "POST",
      `/api/v1/disputes/${encodeURIComponent(disputeId)}/evidence?name=${encodeURIComponent(file.name)}`,
    );
    xhr.withCredentials = true;
    xhr.setRequestHeader("Content-Type", file.type || "application/octet-stream");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(apiErrorOf(xhr.status, xhr.responseText || xhr.statusText));
        return;
      }
      const parsed = dispute.safeParse(safeJson(xhr.responseText));
      if (parsed.success) resolve(parsed.data);
      else reject(new ApiError(xhr.status, "The server's answer was not a dispute", null));
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
 * Uploads an evidence file and shows the thread with it at once (the answer replaces the cached
 * dispute).
 * @returns the mutation and `progress` (0 to 1) of the upload under way.
 */
export function useUploadEvidence(disputeId: string) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      setProgress(0);
      return uploadEvidence(disputeId, file, setProgress);
    },
    onSuccess: (d) => queryClient.setQueryData(contractDisputeQueryOptions(d.contractId).queryKey, d),
  });
  return { ...mutation, progress };
}
