import { callOutbound, OutboundError, type OutboundPolicy } from "../../../server/src/lib/outbound";
import { fitNote, type Processor } from "./types";

/**
 * The language-model path of the demo: a service whose work needs a model (translation, drafting)
 * sends the client's brief to an OpenAI-compatible chat completions API, with the service's
 * listing as the system prompt, and delivers the answer marked as a model's draft. Not
 * deterministic, unlike every other processor, so it is hireable only while the running demo has
 * a model configured (docs/decisions/072-demo-liquidity.md). The call goes through the server's
 * SSRF guard (lib/outbound.ts) with a deadline, like the support chat's.
 */

/** Where the model is: the server's `llm` settings (config.ts, LLM_URL, LLM_MODEL, LLM_API_KEY). */
export interface LlmSettings {
  /** Base URL, e.g. `https://api.openai.com/v1`; `/chat/completions` is appended unless present. */
  url: URL;
  model: string;
  apiKey: string | undefined;
  /** Let a private or loopback address through (an operator's own model host; not in production). */
  allowPrivate: boolean;
  /** Let a host given as an IP address through (not in production). */
  allowIpLiterals: boolean;
  /** Deadline of one answer, ms. */
  timeoutMs: number;
}

/** Longest answer read, bytes. */
const responseMaxBytes = 1_000_000;
/** Most tokens asked for: a delivery note holds at most 5,000 characters. */
const answerTokensMax = 1_500;
/** Fewest characters of a brief worth sending to a model. */
const briefMin = 20;

/** The chat completions endpoint of `base`. */
export function chatCompletionsUrl(base: URL): URL {
  if (base.pathname.replace(/\/+$/, "").endsWith("/chat/completions")) return base;
  const url = new URL(base);
  url.pathname = `${url.pathname.replace(/\/+$/, "")}/chat/completions`;
  return url;
}

/** What an `llm` service expects; its check needs no model, so offers are judged the same with or without one. */
export const llmBrief: Pick<Processor, "expects" | "example" | "check"> = {
  expects: `the text to work on and what you want done with it (at least ${briefMin} characters)`,
  example:
    "Please turn these notes into a short help article: customers ask how to export invoices as PDF. Open Billing, choose the invoice, press Export and pick PDF. Exports of more than 50 invoices arrive by email.",
  check(input) {
    return input.trim().length >= briefMin && /\p{L}/u.test(input)
      ? null
      : `The brief is too short for this service; paste ${this.expects}.`;
  },
};

/**
 * The `llm` processor of one service.
 * @param systemPrompt the service's listing (title and description): what the model is to do.
 * @throws Error from `run` when the model cannot be reached, answers with an error status or
 *   without text; the runtime logs it and retries the delivery at its next start.
 */
export function llmProcessor(settings: LlmSettings, systemPrompt: string): Processor {
  const policy: OutboundPolicy = {
    allowPrivate: settings.allowPrivate,
    allowIpLiterals: settings.allowIpLiterals,
    resolve: new Map(),
    timeoutMs: settings.timeoutMs,
    maxBytes: responseMaxBytes,
    maxRedirects: 0,
  };
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (settings.apiKey) headers.authorization = `Bearer ${settings.apiKey}`;
  return {
    ...llmBrief,
    async run(input) {
      const body = JSON.stringify({
        model: settings.model,
        messages: [
          {
            role: "system",
            content: `${systemPrompt}\n\nDo the work the client asks for in their message, within this service. Answer in plain text of at most 4,000 characters.`,
          },
          { role: "user", content: input },
        ],
        stream: false,
        max_tokens: answerTokensMax,
        temperature: 0.2,
      });
      let answer: { status: number; body: string };
      try {
        answer = await callOutbound(chatCompletionsUrl(settings.url), { method: "POST", body, headers }, policy);
      } catch (err) {
        throw new Error(
          `the language model could not be reached: ${err instanceof OutboundError ? err.reason : String(err)}`,
        );
      }
      if (answer.status < 200 || answer.status >= 300) throw new Error(`the language model answered ${answer.status}`);
      let text: unknown;
      try {
        text = (JSON.parse(answer.body) as { choices?: { message?: { content?: unknown } }[] }).choices?.[0]?.message
          ?.content;
      } catch {
        text = undefined;
      }
      if (typeof text !== "string" || !text.trim()) throw new Error("the language model answered without text");
      return fitNote(`Draft written by a language model (${settings.model}); review it before use.\n\n${text.trim()}`);
    },
  };
}
