import type { ComplianceDashboard } from "@agora/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { compliancePath } from "./get-compliance";

/** `GET /api/v1/compliance/dashboard`: platform-wide for admins, my own figures otherwise. */
export const complianceDashboardQueryOptions = queryOptions<ComplianceDashboard>({
  // The default query function joins the key: /api/v1/compliance/dashboard.
  queryKey: [compliancePath, "dashboard"],
  staleTime: 0,
  refetchOnMount: true,
  refetchOnWindowFocus: true,
});

export function useComplianceDashboard() {
  return useQuery(complianceDashboardQueryOptions);
}
