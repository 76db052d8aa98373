import type { QueryClient } from "@tanstack/react-query";
import { invalidateDeals } from "@/lib/deals/keys";

// Query keys start with the endpoint's path, like everywhere in the app: invalidating
// `jobsPath` refreshes the job lists, each job and the offers on it.

export const jobsPath = "/api/v1/jobs";

/** The job lists a page asks for: mine (as client), or open jobs of others. */
export type JobScope = "mine" | "open";

/**
 * Refreshes jobs (their offer counts and threads) and the deals lists after an offer on a job was
 * made, countered or decided.
 */
export function invalidateJobDeals(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([queryClient.invalidateQueries({ queryKey: [jobsPath] }), invalidateDeals(queryClient)]);
}
