import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";

const sessionsPath = "/api/v1/sessions";

/** `GET /api/v1/sessions`: the browsers signed in to my account, the newest sign-in first. */
export function useSessions() {
  return useQuery({ queryKey: [sessionsPath], queryFn: ({ signal }) => dataOf(api.GET(sessionsPath, { signal })) });
}

/** `POST /api/v1/sessions/sign-out-others`: ends every session but this one. */
export function useSignOutOthers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => dataOf(api.POST("/api/v1/sessions/sign-out-others")),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [sessionsPath] }),
  });
}
