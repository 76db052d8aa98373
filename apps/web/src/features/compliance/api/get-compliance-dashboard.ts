import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";
import { compliancePath } from "./get-compliance";

/** `GET /api/v1/compliance/dashboard`: platform-wide for admins, my own figures otherwise. */
export const complianceDashboardQueryOptions = queryOptions({
  queryKey: [compliancePath, "dashboard"],
  queryFn: ({ signal }) => dataOf(api.GET("/api/v1/compliance/dashboard", { signal })),
  staleTime: 0,
  refetchOnMount: true,
  refetchOnWindowFocus: true,
});

export function useComplianceDashboard() {
  return useQuery(complianceDashboardQueryOptions);
}
