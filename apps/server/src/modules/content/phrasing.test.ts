import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { supportPhrasedLengthMax } from "@agora/contracts";
import { createParser } from "eventsource-parser";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { api, inOneWindow, startTestServer, type TestServer } from "../../../test/harness";
import { loadConfig } from "../../config";
import {
  type ChatMessage,
  createSupportPhrasing,
  llmAnswerTokensMax,
  type PhraseAnswer,
  streamSupportAnswer,
} from "./phrasing";

/** How the fake model answers the next requests. */
type Mode = "stream" | "gated" | "fail" | "stall" | "malformed" | "endless";

interface ModelRequest {
  model: string;
  messages: ChatMessage[];
  stream: boolean;
  max_tokens: number;
  authorization: string | undefined;
}

const pieces = ["To cash out, ", "open your **wallet** ", "and request a withdrawal [1]."];

function chunkLine(content: string): string {
  return `data: ${JSON.stringify({ object: "chat.completion.chunk", choices: [{ index: 0, delta: { content } }] })}\n\n`;
}

/**
 * A local OpenAI-compatible chat completions server: it streams `data: {choices:[{delta:{content}}]}`
 * lines and `data: [DONE]` (OpenAI chat completions streaming), or misbehaves as `mode` says.
 */
class FakeModel {
  mode: Mode = "stream";
  readonly requests: ModelRequest[] = [];
  /** Answers whose connection Agora closed before the model had finished. */
  cut = 0;
  /** In "gated" mode the rest of the answer waits for this. */
  release: () => void = () => {};
  #server: Server = createServer((request, response) => void this.#answer(request, response));

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.#server.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    this.#server.closeAllConnections();
    await new Promise((resolve) => this.#server.close(resolve));
  }

  async #answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    let text = "";
    for await (const chunk of request) text += chunk;
    if (request.url !== "/v1/chat/completions" || request.method !== "POST") {
      response.writeHead(404).end();
      return;
    }
    this.requests.push({ ...JSON.parse(text), authorization: request.headers.authorization });
    response.on("close", () => {
      if (!response.writableFinished) this.cut++;
    });
    if (this.mode === "fail") {
      response.writeHead(500, { "content-type": "application/json" }).end('{"error":{"message":"overloaded"}}');
      return;
    }
    response.writeHead(200, { "content-type": "text/event-stream" });
    if (this.mode === "malformed") {
      response.end(`${chunkLine("Half an answer")}data: {"choices": oops\n\ndata: [DONE]\n\n`);
      return;
    }
    if (this.mode === "stall") {
      // One piece, then nothing: only the deadline ends this answer.
      response.write(chunkLine(pieces[0] as string));
      return;
    }
    if (this.mode === "endless") {
      // A model that would go on past any cap; the server must stop reading.
      const long = "word ".repeat(200);
      for (let i = 0; i < 100 && !response.destroyed; i++) {
        response.write(chunkLine(long));
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
      response.end("data: [DONE]\n\n");
      return;
    }
    const gate = new Promise<void>((resolve) => {
      this.release = resolve;
    });
    for (const [i, piece] of pieces.entries()) {
      response.write(chunkLine(piece));
      if (i === 0 && this.mode === "gated") await gate;
    }
    response.end(
      `data: ${JSON.stringify({ choices: [{ index: 0, delta: {}, finish_reason: "stop" }] })}\n\ndata: [DONE]\n\n`,
    );
  }
}

interface StreamEvent {
  event: string;
  data: unknown;
}

/** Asks as the web panel does and reads the server-sent events; `onEvent` sees each as it arrives. */
async function askStreaming(
  question: string,
  onEvent: (event: StreamEvent) => void | Promise<void> = () => {},
  on: TestServer = server,
): Promise<{ contentType: string; events: StreamEvent[] }> {
  const res = await fetch(`${on.baseUrl}/api/v1/support/answers`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "text/event-stream, application/json" },
    body: JSON.stringify({ question }),
  });
  expect(res.status).toBe(200);
  const contentType = res.headers.get("content-type") ?? "";
  if (!contentType.startsWith("text/event-stream"))
    return { contentType, events: [{ event: "json", data: await res.json() }] };
  const events: StreamEvent[] = [];
  const parser = createParser({
    onEvent: (e) => void events.push({ event: e.event ?? "message", data: JSON.parse(e.data) }),
  });
  const decoder = new TextDecoder();
  let seen = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    parser.feed(decoder.decode(chunk, { stream: true }));
    for (; seen < events.length; seen++) await onEvent(events[seen] as StreamEvent);
  }
  return { contentType, events };
}

const answerable = "how do I cash out my balance to my bank?";
const model = new FakeModel();
let base: string;
let server: TestServer;

beforeAll(async () => {
  base = await model.start();
  server = await startTestServer({
    LLM_URL: `${base}/v1`,
    LLM_MODEL: "fake-chat-1",
    LLM_API_KEY: "sk-test-llm",
    // Generous: on a busy machine a slow answer must not turn into a fallback.
    LLM_TIMEOUT_MS: "10000",
  });
});
afterAll(async () => {
  await server?.close();
  await model.close();
});
beforeEach(() => {
  model.mode = "stream";
  model.requests.length = 0;
});

describe("the support chat's phrased answers", () => {
  it("streams the model's text in order, as it comes, after retrieval's sources", async () => {
    model.mode = "gated";
    const retrieval = await api({ baseUrl: server.baseUrl }, "POST", "/api/v1/support/answers", {
      question: answerable,
    });
    expect(retrieval.body.answered).toBe(true);
    const before: string[] = [];
    const { contentType, events } = await askStreaming(answerable, (e) => {
      // The first piece reaches the browser while the model still holds the rest back.
      if (e.event === "delta" && before.length === 0) {
        before.push((e.data as { text: string }).text);
        model.release();
      }
    });
    expect(contentType).toMatch(/^text\/event-stream/);
    expect(before).toEqual([pieces[0]]);
    expect(events.map((e) => e.event)).toEqual(["sources", "delta", "delta", "delta", "done"]);
    expect(events[0]?.data).toEqual({ sources: retrieval.body.sources });
    expect(events.filter((e) => e.event === "delta").map((e) => (e.data as { text: string }).text)).toEqual(pieces);
    expect(events.at(-1)?.data).toEqual({
      answered: true,
      text: pieces.join(""),
      sources: retrieval.body.sources,
      generated: true,
    });
  });

  it("stops asking the model when the browser leaves mid-answer", async () => {
    model.mode = "gated";
    model.cut = 0;
    const leave = new AbortController();
    const res = await fetch(`${server.baseUrl}/api/v1/support/answers`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "text/event-stream" },
      body: JSON.stringify({ question: answerable }),
      signal: leave.signal,
    });
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    let seen = "";
    while (!seen.includes("event: delta")) seen += new TextDecoder().decode((await reader.read()).value);
    leave.abort();
    await expect.poll(() => model.cut, { timeout: 5000 }).toBe(1);
    model.release();
    // The server goes on answering others.
    const after = await api({ baseUrl: server.baseUrl }, "POST", "/api/v1/support/answers", { question: answerable });
    expect(after.status).toBe(200);
  });

  it("asks with only the retrieved passages, numbered with their titles and links, capped, with the key", async () => {
    const retrieval = await api({ baseUrl: server.baseUrl }, "POST", "/api/v1/support/answers", {
      question: answerable,
    });
    await askStreaming(answerable);
    expect(model.requests).toHaveLength(1);
    const sent = model.requests[0] as ModelRequest;
    expect(sent).toMatchObject({
      model: "fake-chat-1",
      stream: true,
      max_tokens: llmAnswerTokensMax,
      authorization: "Bearer sk-test-llm",
    });
    expect(sent.messages.map((m) => m.role)).toEqual(["system", "user"]);
    expect(sent.messages[1]?.content).toBe(answerable);
    const system = sent.messages[0]?.content ?? "";
    expect(system).toMatch(/only the numbered passages/);
    expect(system).toMatch(/do not know/);
    const sources = retrieval.body.sources as { title: string; href: string }[];
    sources.forEach((source, i) => {
      expect(system).toContain(`[${i + 1}] ${source.title}\nLink: ${source.href}\n`);
    });
    // No passage beyond the retrieved ones.
    expect(system).not.toContain(`[${sources.length + 1}]`);
    expect(system.match(/^Link: /gm)).toHaveLength(sources.length);
  });

  it("does not call the model for an off-topic question, nor for a client that reads JSON", async () => {
    const offTopic = await askStreaming("what is the weather in Lisbon tomorrow");
    expect(offTopic.contentType).toMatch(/^application\/json/);
    expect(offTopic.events[0]?.data).toMatchObject({ answered: false, sources: [] });
    const json = await api({ baseUrl: server.baseUrl }, "POST", "/api/v1/support/answers", { question: answerable });
    expect(json.headers.get("content-type")).toMatch(/^application\/json/);
    expect(json.body.text).toBe(json.body.sources[0].excerpt);
    expect(model.requests).toHaveLength(0);
  });

  it.each([
    ["fail", /answered 500/],
    ["malformed", /not a chat completion chunk/],
  ] as const)("falls back to the quoted passage when the model's answer is %s, and logs it", async (mode, reason) => {
    model.mode = mode;
    const logged = server.logs.length;
    const { events } = await askStreaming(answerable);
    expect(model.requests).toHaveLength(1);
    const done = events.at(-1);
    expect(done?.event).toBe("done");
    const data = done?.data as { text: string; generated: boolean; sources: { excerpt: string }[] };
    expect(data.generated).toBe(false);
    expect(data.text).toBe(data.sources[0]?.excerpt);
    const warning = server.logs.slice(logged).find((line) => String(line.msg).startsWith("support answer not phrased"));
    expect(String((warning?.err as { message?: string } | undefined)?.message)).toMatch(reason);
  });

  it("stops at the character cap and closes the model's stream", async () => {
    model.mode = "endless";
    const { events } = await askStreaming(answerable);
    const text = events
      .filter((e) => e.event === "delta")
      .map((e) => (e.data as { text: string }).text)
      .join("");
    expect(text).toHaveLength(supportPhrasedLengthMax);
    expect(events.at(-1)?.data).toMatchObject({ generated: true, text });
  });
});

describe("the support chat's budgets", () => {
  let limited: TestServer;
  afterAll(async () => limited?.close());

  it(
    "calls the model at most LLM_CALLS_PER_MINUTE times, then quotes; and answers 429 past the IP's budget",
    ...inOneWindow(60_000, 40_000, async () => {
      limited = await startTestServer({
        LLM_URL: `${base}/v1`,
        LLM_MODEL: "fake-chat-1",
        LLM_TIMEOUT_MS: "10000",
        LLM_CALLS_PER_MINUTE: "2",
        RATE_LIMIT_ROUTES: "support_answer=4",
      });
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push(await askStreaming(answerable, undefined, limited));
      // The ceiling is the deployment's: two calls reach the model, the third answer quotes.
      expect(model.requests).toHaveLength(2);
      expect(answers.map((a) => a.events.at(-1)?.event)).toEqual(["done", "done", "json"]);
      const quoted = answers[2]?.events[0]?.data as { answered: boolean; text: string; sources: { excerpt: string }[] };
      expect(answers[2]?.contentType).toMatch(/^application\/json/);
      expect(quoted.answered).toBe(true);
      expect(quoted.text).toBe(quoted.sources[0]?.excerpt);

      // The route's budget is per IP: the fourth question is answered, the fifth refused, and a
      // made-up bearer token does not buy a fresh budget.
      const ask = (headers: Record<string, string> = {}) =>
        api({ baseUrl: limited.baseUrl }, "POST", "/api/v1/support/answers", { question: answerable }, headers);
      expect((await ask()).status).toBe(200);
      const refused = await ask();
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ code: "rate_limited" });
      expect(refused.body.detail).toContain("support answer requests");
      expect((await ask({ authorization: "Bearer agora_sk_made-up" })).status).toBe(429);
      expect(model.requests).toHaveLength(2);
    }),
  );
});

describe("the model client", () => {
  const settings = { model: "fake-chat-1", apiKey: undefined };
  const read = async (phrase: PhraseAnswer) => {
    const out: string[] = [];
    for await (const piece of phrase([{ role: "user", content: "hi" }], new AbortController().signal)) out.push(piece);
    return out;
  };

  it("gives up past LLM_TIMEOUT_MS on a stream that stalls", async () => {
    model.mode = "stall";
    const port = new URL(base).port;
    const phrase = createSupportPhrasing(
      { ...settings, url: new URL(`http://model.test:${port}/v1`), allowPrivate: true, timeoutMs: 300 },
      { allowIpLiterals: true, resolve: new Map([["model.test", "127.0.0.1"]]) },
    ) as PhraseAnswer;
    const started = Date.now();
    await expect(read(phrase)).rejects.toThrow(/within 300 ms/);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(model.requests).toHaveLength(1);

    // In the chat, the piece already shown is replaced by the quoted passage.
    const sent: { event: string; data: unknown }[] = [];
    const warnings: unknown[] = [];
    const source = {
      title: "Withdrawing",
      href: "/support/withdrawing-money",
      excerpt: "Request it.",
      source: "faq" as const,
    };
    await streamSupportAnswer(
      "how do I withdraw?",
      {
        answer: { answered: true, text: "Request it.", sources: [source] },
        passages: [{ ...source, id: 0, text: "Request it from the wallet." }],
      },
      phrase,
      (event, data) => void sent.push({ event, data }),
      { warn: (err: unknown) => void warnings.push(err) },
      new AbortController().signal,
    );
    expect(sent).toEqual([
      { event: "sources", data: { sources: [source] } },
      { event: "delta", data: { text: pieces[0] } },
      { event: "done", data: { answered: true, text: "Request it.", sources: [source], generated: false } },
    ]);
    expect(warnings).toHaveLength(1);
  });

  it("refuses a private address when LLM_ALLOW_PRIVATE=false, without connecting", async () => {
    const port = new URL(base).port;
    const production = loadConfig({
      LLM_URL: `http://model.test:${port}/v1`,
      LLM_MODEL: "fake-chat-1",
      LLM_ALLOW_PRIVATE: "false",
    }).llm;
    expect(production?.allowPrivate).toBe(false);
    // A name that resolves to loopback, and a loopback literal.
    const byName = createSupportPhrasing(production, {
      allowIpLiterals: true,
      resolve: new Map([["model.test", "127.0.0.1"]]),
    }) as PhraseAnswer;
    await expect(read(byName)).rejects.toThrow(/not a public unicast address/);
    const literal = createSupportPhrasing(
      { ...(production as NonNullable<typeof production>), url: new URL(`${base}/v1`) },
      { allowIpLiterals: true, resolve: new Map() },
    ) as PhraseAnswer;
    await expect(read(literal)).rejects.toThrow(/not a public unicast address/);
    expect(model.requests).toHaveLength(0);
  });
});
