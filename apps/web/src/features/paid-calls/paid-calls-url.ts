import type { X402DayContractRole } from "@agora/contracts";

/** The page's state in its URL: `?role=provider` picks the side, `?day=<id>` opens one day contract. */
export function readPaidCallsUrl(search: string): { role: X402DayContractRole; dayId: string | null } {
  const params = new URLSearchParams(search);
  return { role: params.get("role") === "provider" ? "provider" : "payer", dayId: params.get("day") || null };
}

/** The URL of a side's list, or of one day contract on it. */
export function paidCallsHref(role: X402DayContractRole, dayId?: string): string {
  const params = new URLSearchParams();
  if (role === "provider") params.set("role", "provider");
  if (dayId) params.set("day", dayId);
  const query = params.toString();
  return query ? `/paid-calls?${query}` : "/paid-calls";
}
