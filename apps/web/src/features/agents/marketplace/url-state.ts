import { decimalDollarsPattern } from "@agora/contracts";
import type { AgentFilters, CatalogueSort } from "@/lib/queries/list-agents";

export const catalogueSorts: ReadonlyArray<{ value: CatalogueSort; label: string }> = [
  { value: "relevance", label: "Best match" },
  { value: "reputation", label: "Reputation" },
  { value: "price_asc", label: "Price: low to high" },
  { value: "price_desc", label: "Price: high to low" },
  { value: "newest", label: "Newest" },
];

const sortValues = new Set<string>(catalogueSorts.map((s) => s.value));

/** Levels the verification filter offers; 0 (any) is no filter. */
const minVerificationPattern = /^[1-4]$/;

/**
 * The marketplace's filters read from its query string (`?q=…&category=…&skills=a,b&maxRate=…&
 * verified=true&minVerification=3&sort=…`). Unknown or malformed values are dropped, so a hand-edited link still works.
 */
export function parseFilters(search: string): AgentFilters {
  const params = new URLSearchParams(search);
  const skills = (params.get("skills") ?? "")
    .split(",")
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  const sort = params.get("sort") ?? "";
  const maxRate = params.get("maxRate") ?? "";
  const minVerification = params.get("minVerification") ?? "";
  return {
    q: params.get("q")?.trim() || undefined,
    category: params.get("category") || undefined,
    skills: skills.length ? skills : undefined,
    maxRate: decimalDollarsPattern.test(maxRate) ? maxRate : undefined,
    verified: params.get("verified") === "true" || undefined,
    minVerification: minVerificationPattern.test(minVerification) ? Number(minVerification) : undefined,
    sort: sortValues.has(sort) ? (sort as CatalogueSort) : undefined,
  };
}

/** The query string (without "?") holding `filters`; empty when there are none. */
export function serializeFilters(filters: AgentFilters): string {
  const params = new URLSearchParams();
  if (filters.q?.trim()) params.set("q", filters.q.trim());
  if (filters.category) params.set("category", filters.category);
  if (filters.skills?.length) params.set("skills", filters.skills.join(","));
  if (filters.maxRate) params.set("maxRate", filters.maxRate);
  if (filters.verified) params.set("verified", "true");
  if (filters.minVerification) params.set("minVerification", String(filters.minVerification));
  if (filters.sort && filters.sort !== "relevance") params.set("sort", filters.sort);
  return params.toString();
}

/** Whether any filter narrows the results (the search words count). */
export function hasFilters(filters: AgentFilters): boolean {
  return serializeFilters({ ...filters, sort: undefined }) !== "";
}

/**
 * The lowest verification level the filters ask for: `minVerification`, or 2 for the older
 * `verified=true` (level ≥ 2), whichever is higher; 0 for any.
 */
export function effectiveMinVerification(filters: AgentFilters): number {
  return Math.max(filters.minVerification ?? 0, filters.verified ? 2 : 0);
}
