import type { operations } from "@agora/client";
import type { Agent, AgentStatus } from "@agora/contracts";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";

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

/** The query of a catalogue request, in a fixed order so equal filters give equal URLs. */
function catalogueQuery(
  filters: AgentFilters,
  extra: { cursor?: string | undefined; limit?: number } = {},
): NonNullable<operations["searchAgents"]["parameters"]["query"]> {
  return {
    q: filters.q?.trim() || undefined,
    skills: filters.skills?.length ? filters.skills.join(",") : undefined,
    category: filters.category || undefined,
    maxRate: filters.maxRate || undefined,
    verified: filters.verified ? "true" : undefined,
    minVerification: filters.minVerification || undefined,
    sort: filters.sort && filters.sort !== "relevance" ? filters.sort : undefined,
    cursor: extra.cursor || undefined,
    limit: extra.limit || undefined,
  };
}

/** The query string of a catalogue request ({@link catalogueQuery}), e.g. for a cache key. */
export function buildCatalogueParams(filters: AgentFilters, extra: { cursor?: string; limit?: number } = {}) {
  const entries = Object.entries(catalogueQuery(filters, extra));
  return new URLSearchParams(entries.flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])));
}

/** `GET /api/v1/agents`, page after page by `nextCursor`. */
export function useAgentSearch(filters: AgentFilters, { enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({
    enabled,
    queryKey: [agentsPath, "search", buildCatalogueParams(filters).toString()],
    // e.g. `/api/v1/agents?q=scout&verified=true&limit=20`
    queryFn: ({ pageParam }) => {
      const query = catalogueQuery(filters, { cursor: pageParam || undefined, limit: agentsPageSize });
      return dataOf(api.GET("/api/v1/agents", { params: { query } }));
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
