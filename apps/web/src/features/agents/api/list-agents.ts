import type { Agent, AgentStatus } from "@agora/contracts";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

/** Path of the public agent catalogue. */
export const agentsPath = "/api/v1/agents";

/** Results per page of the marketplace. */
export const agentsPageSize = 20;

export type CatalogueSort = "relevance" | "reputation" | "price_asc" | "price_desc" | "newest";

/** The catalogue filters a page of the marketplace may set (all optional). */
export interface AgentFilters {
  q?: string | undefined;
  skills?: string[] | undefined;
  category?: string | undefined;
  maxRate?: string | undefined;
  verified?: boolean | undefined;
  /** Lowest KYA level, 1–4 (0 or undefined: any). */
  minVerification?: number | undefined;
  sort?: CatalogueSort | undefined;
}

export interface Facet {
  value: string;
  count: number;
}

/** One page of `GET /api/v1/agents`. */
export interface AgentPage {
  data: Agent[];
  nextCursor: string | null;
  facets: { categories: Facet[]; skills: Facet[] };
}

/** The query string of a catalogue request, in a fixed order so equal filters give equal URLs. */
export function buildCatalogueParams(filters: AgentFilters, extra: { cursor?: string; limit?: number } = {}) {
  const params = new URLSearchParams();
  if (filters.q?.trim()) params.set("q", filters.q.trim());
  if (filters.skills?.length) params.set("skills", filters.skills.join(","));
  if (filters.category) params.set("category", filters.category);
  if (filters.maxRate) params.set("maxRate", filters.maxRate);
  if (filters.verified) params.set("verified", "true");
  if (filters.minVerification) params.set("minVerification", String(filters.minVerification));
  if (filters.sort && filters.sort !== "relevance") params.set("sort", filters.sort);
  if (extra.cursor) params.set("cursor", extra.cursor);
  if (extra.limit) params.set("limit", String(extra.limit));
  return params;
}

/** The URL of one catalogue page, e.g. `/api/v1/agents?q=scout&verified=true&limit=20`. */
export function buildAgentsUrl(filters: AgentFilters, cursor?: string): string {
  const params = buildCatalogueParams(filters, { ...(cursor ? { cursor } : {}), limit: agentsPageSize });
  return `${agentsPath}?${params.toString()}`;
}

/** `GET /api/v1/agents`, page after page by `nextCursor`. */
export function useAgentSearch(filters: AgentFilters, { enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({
    enabled,
    queryKey: [agentsPath, "search", buildCatalogueParams(filters).toString()],
    queryFn: async ({ pageParam }) => {
      const res = await apiRequest("GET", buildAgentsUrl(filters, pageParam || undefined));
      return (await res.json()) as AgentPage;
    },
    initialPageParam: "",
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // Search results go stale fast: new agents and new prices should show on the next visit.
    staleTime: 30_000,
    // Keep the last results on screen while new filters load, instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
}

/** Status labels as owners and visitors read them. */
export const agentStatusLabels: Record<AgentStatus, string> = {
  draft: "Draft",
  active: "Active",
  paused: "Paused",
  suspended: "Suspended",
};
