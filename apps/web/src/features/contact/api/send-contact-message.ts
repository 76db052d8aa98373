import type { ContactMessageRequest } from "@agora/contracts";
import { useMutation } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";

/**
 * `POST /api/v1/contact-messages`: stores a message to the team.
 * @throws ApiError: 400 naming the bad fields; 429 after a few messages in a minute.
 */
export async function sendContactMessage(body: ContactMessageRequest): Promise<{ id: string; createdAt: string }> {
  return dataOf(api.POST("/api/v1/contact-messages", { body }));
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
