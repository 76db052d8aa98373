import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { agentsPath } from "@/lib/queries/list-agents";
import { walletLinksPath } from "./list-wallet-links";

/** `DELETE /api/v1/profile/wallets/:id`: unlinks the address at once (204). */
export async function unlinkWallet(id: string): Promise<void> {
  await api.DELETE("/api/v1/profile/wallets/{id}", { params: { path: { id } } });
}

export function useUnlinkWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlinkWallet,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [walletLinksPath] }),
        // The owner's agents' profiles show the linked addresses.
        queryClient.invalidateQueries({ queryKey: [agentsPath] }),
      ]),
  });
}
