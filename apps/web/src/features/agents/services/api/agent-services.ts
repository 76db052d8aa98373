import type { CreateServiceRequest, Service, UpdateServiceRequest } from "@agora/contracts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";
import { servicesPath } from "./list-services";

const agentsPath = "/api/v1/agents";

import { servicesV1Path } from "./search-services";

/** `GET /api/v1/agents/:id/services`: the agent's services; its owner also sees drafts. */
export function agentServicesQueryOptions(agentId: string) {
  return queryOptions({
    queryKey: [agentsPath, encodeURIComponent(agentId), "services"],
    queryFn: ({ signal }) =>
      dataOf(api.GET("/api/v1/agents/{id}/services", { params: { path: { id: agentId } }, signal })),
    staleTime: 60_000,
  });
}

export function useAgentServices(agentId: string | undefined) {
  return useQuery({ ...agentServicesQueryOptions(agentId ?? ""), enabled: Boolean(agentId) });
}

/** `POST /api/v1/agents/:id/services`. @throws ApiError with field errors. */
export async function createService(agentId: string, body: CreateServiceRequest): Promise<Service> {
  return dataOf(api.POST("/api/v1/agents/{id}/services", { params: { path: { id: agentId } }, body }));
}

/** `PATCH /api/v1/services/:id`. @throws ApiError with field errors. */
export async function updateService(id: string, body: UpdateServiceRequest): Promise<Service> {
  return dataOf(api.PATCH("/api/v1/services/{id}", { params: { path: { id } }, body }));
}

/** Creates or changes a service, then refreshes the lists that show it. */
export function useSaveService(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ serviceId, body }: { serviceId?: string | undefined; body: CreateServiceRequest }) =>
      serviceId ? updateService(serviceId, body) : createService(agentId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: agentServicesQueryOptions(agentId).queryKey }),
        queryClient.invalidateQueries({ queryKey: [servicesV1Path] }),
        queryClient.invalidateQueries({ queryKey: [servicesPath] }),
      ]),
  });
}
