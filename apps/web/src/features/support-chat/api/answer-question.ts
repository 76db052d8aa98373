import {
  type SupportAnswer,
  type SupportPassage,
  supportAnswer,
  supportStreamDelta,
  supportStreamDone,
  supportStreamSources,
} from "@agora/contracts";
import { useMutation } from "@tanstack/react-query";
import { createParser } from "eventsource-parser";
import { apiRequest } from "@/lib/api";

/** An answer as the chat keeps it: `generated` is true when a language model phrased `text` (Markdown). */
export type ChatAnswer = SupportAnswer & { generated?: boolean };

/** What the panel hears while a phrased answer streams. */
export interface AnswerProgress {
  /** The retrieved sources, before any text. */
  onSources(sources: SupportPassage[]): void;
  /** The next piece of the model's text, to append. */
  onDelta(text: string): void;
}

/**
 * `POST /api/v1/support/answers` (decision 042). Asks for server-sent events or JSON: the server
 * streams (`sources`, `delta`…, `done`) only when a language model phrases the answer, and
 * otherwise answers JSON as it always has (a quoted passage, or `answered: false`).
 * @returns the whole answer: the `done` event's, or the JSON one.
 * @throws ApiError: 400 for an empty or too long question, 429 when rate limited; Error when the
 *   stream breaks off before `done` or carries something unreadable; TypeError when the network fails.
 */
export async function answerQuestion(question: string, progress?: AnswerProgress): Promise<ChatAnswer> {
  const res = await apiRequest(
    "POST",
    "/api/v1/support/answers",
    { question },
    { headers: { Accept: "text/event-stream, application/json" } },
  );
  if (!(res.headers.get("Content-Type") ?? "").startsWith("text/event-stream") || !res.body)
    return supportAnswer.parse(await res.json());
  let done: ChatAnswer | undefined;
  let failure: Error | undefined;
  // Server-sent events (WHATWG HTML) read with eventsource-parser: EventSource itself cannot POST.
  const parser = createParser({
    onEvent({ event, data }) {
      if (done || failure) return;
      try {
        const value: unknown = JSON.parse(data);
        if (event === "sources") progress?.onSources(supportStreamSources.parse(value).sources);
        else if (event === "delta") progress?.onDelta(supportStreamDelta.parse(value).text);
        else if (event === "done") done = supportStreamDone.parse(value);
      } catch {
        failure = new Error("The answer could not be read");
      }
    },
  });
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    while (!done && !failure) {
      const { value, done: isEnd } = await reader.read();
      if (isEnd) break;
      parser.feed(value);
    }
  } finally {
    reader.cancel().catch(() => {
      // Already closed: nothing to release.
    });
  }
  if (failure) throw failure;
  if (!done) throw new Error("The answer broke off; please ask again");
  return done;
}

/** Variables of {@link useAnswerQuestion}: the question, and who hears a streamed answer's progress. */
export interface AskVariables {
  question: string;
  progress?: AnswerProgress;
}

export function useAnswerQuestion() {
  return useMutation({ mutationFn: ({ question, progress }: AskVariables) => answerQuestion(question, progress) });
}
