import type { LeaderboardFilters } from "./api/list-leaderboard";

// The leaderboard's filters live in the query string of /reputation (`?category=…&skill=…&
// minVerification=2`), so a filtered board can be shared and survives a reload.

/** Reads the filters; unknown or malformed values are dropped, so a hand-edited link still works. */
export function parseLeaderboardFilters(search: string): LeaderboardFilters {
  const params = new URLSearchParams(search);
  const level = Number(params.get("minVerification"));
  const skill = params.get("skill")?.trim().toLowerCase().slice(0, 40);
  return {
    category: params.get("category")?.slice(0, 60) || undefined,
    skill: skill || undefined,
    minVerification: Number.isInteger(level) && level >= 1 && level <= 4 ? level : undefined,
  };
}

/** The query string (without "?") holding `filters`; empty when there are none. */
export function serializeLeaderboardFilters(filters: LeaderboardFilters): string {
  const params = new URLSearchParams();
  if (filters.category) params.set("category", filters.category);
  if (filters.skill?.trim()) params.set("skill", filters.skill.trim().toLowerCase());
  if (filters.minVerification) params.set("minVerification", String(filters.minVerification));
  return params.toString();
}
