import type { CreateJobRequest, Job } from "@agora/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";
import { jobQueryOptions } from "./get-job";
import { jobsPath } from "./keys";

/**
 * `POST /api/v1/jobs` (client): posts a job open to proposals. Moves no money, so it takes no
 * idempotency key.
 * @throws ApiError: 400 validation_failed naming `budget` (not more than 0) or `deadline` (past).
 */
export async function createJob(body: CreateJobRequest): Promise<Job> {
  return dataOf(api.POST("/api/v1/jobs", { body }));
}

export function useCreateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJob,
    onSuccess: (job) => {
      queryClient.setQueryData(jobQueryOptions(job.id).queryKey, job);
      return queryClient.invalidateQueries({ queryKey: [jobsPath] });
    },
  });
}
