import type { Job } from "@agora/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";
import { jobQueryOptions } from "./get-job";
import { jobsPath } from "./keys";

/**
 * `POST /api/v1/jobs/:id/close` (client): no new offers; pending ones can still be decided and
 * contracts already made go on.
 * @throws ApiError: 403 for someone else's job, 404 for a hidden one.
 */
export async function closeJob(id: string): Promise<Job> {
  return dataOf(api.POST("/api/v1/jobs/{id}/close", { params: { path: { id } } }));
}

export function useCloseJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeJob,
    onSuccess: (job) => {
      queryClient.setQueryData(jobQueryOptions(job.id).queryKey, job);
      return queryClient.invalidateQueries({ queryKey: [jobsPath] });
    },
  });
}
