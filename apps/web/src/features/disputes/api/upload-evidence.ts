import { type Dispute, dispute } from "@agora/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { uploadWithProgress } from "@/lib/upload";
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
  return uploadWithProgress({
    method: "POST",
    url: `/api/v1/disputes/${encodeURIComponent(disputeId)}/evidence?name=${encodeURIComponent(file.name)}`,
    file,
    schema: dispute,
    what: "a dispute",
    onProgress,
  });
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
