import type { AccountErasureResult } from "@agora/contracts";
import { useMutation } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";

/**
 * `POST /api/v1/users/me/erasure`: deletes my account (decision 071), confirmed by typing my email
 * (or "delete my account" without one). Refused with 409 `erasure_blocked` while money is still on
 * its way; the problem's `blockers` say what.
 * @returns what the erasure ended; the session is gone with it.
 */
export async function eraseAccount(confirm: string): Promise<AccountErasureResult> {
  return dataOf(api.POST("/api/v1/users/me/erasure", { body: { confirm } }));
}

/** Deletes my account. The caller leaves the app on success: every query behind it is stale. */
export function useEraseAccount() {
  return useMutation({ mutationFn: eraseAccount });
}
