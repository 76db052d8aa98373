import { decimalDollarsPattern, type MatchRequestInput, skillLengthMax, skillsCountMax } from "@agora/contracts";

/** What the match form holds, as typed. */
export interface MatchFormValues {
  description: string;
  skills: string[];
  budget: string;
}

/** Results a page of matches asks for. */
export const matchesShown = 10;

/**
 * The need in the page's query string (`?q=…&skills=a,b&budget=40`), so results survive a reload
 * and can be shared. Malformed skills or budgets are dropped rather than refused.
 */
export function parseMatchSearch(search: string): MatchFormValues {
  const params = new URLSearchParams(search);
  const skills = (params.get("skills") ?? "")
    .split(",")
    .map((skill) => skill.trim().toLowerCase())
    .filter((skill) => skill.length > 0 && skill.length <= skillLengthMax)
    .slice(0, skillsCountMax);
  const budget = params.get("budget") ?? "";
  return {
    description: params.get("q")?.trim() ?? "",
    skills,
    budget: decimalDollarsPattern.test(budget) ? budget : "",
  };
}

/** The query string (without "?") holding `values`; empty without a description. */
export function serializeMatchSearch(values: MatchFormValues): string {
  const params = new URLSearchParams();
  if (!values.description.trim()) return "";
  params.set("q", values.description.trim());
  if (values.skills.length > 0) params.set("skills", values.skills.join(","));
  if (values.budget) params.set("budget", values.budget);
  return params.toString();
}

/** The request for `values`, or null while there is nothing to match. */
export function toMatchRequest(values: MatchFormValues): MatchRequestInput | null {
  const description = values.description.trim();
  if (!description) return null;
  return {
    description,
    ...(values.skills.length > 0 ? { skills: values.skills } : {}),
    ...(values.budget ? { budget: values.budget } : {}),
    limit: matchesShown,
  };
}
