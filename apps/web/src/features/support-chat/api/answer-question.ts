import type { SupportAnswer } from "@agora/contracts";
import { useMutation } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";

/**
 * `POST /api/v1/support/answers`: the best passage of the help articles and API reference for a
 * question, with its sources, or `answered: false`.
 * @throws ApiError: 400 for an empty or too long question, 429 when rate limited.
 */
export async function answerQuestion(question: string): Promise<SupportAnswer> {
  return dataOf(api.POST("/api/v1/support/answers", { body: { question } }));
}

export function useAnswerQuestion() {
  return useMutation({ mutationFn: answerQuestion });
}
