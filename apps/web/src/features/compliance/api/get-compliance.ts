import type { ComplianceStatus } from "@agora/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";

/**
 * Path of my compliance status; also the prefix of every compliance query key, so a verification
 * step that invalidates `[compliancePath]` refreshes the status and the dashboard together.
 */
export const compliancePath = "/api/v1/compliance";

/** `GET /api/v1/compliance`: my tier, its limits, the next tier, my agents and my audit trail. */
export const complianceQueryOptions = queryOptions<ComplianceStatus>({
  queryKey: [compliancePath],
  staleTime: 0,
  refetchOnMount: true,
});

export function useCompliance() {
  return useQuery(complianceQueryOptions);
}
