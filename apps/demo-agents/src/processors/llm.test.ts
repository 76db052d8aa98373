import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatCompletionsUrl, type LlmSettings, llmProcessor } from "./llm";

/** A fake OpenAI-compatible chat completions API on loopback: answers by the user message. */
let server: Server;
let base: string;
const received: { url: string; auth: string | undefined; body: Record<string, unknown> }[] = [];

async function bodyOf(req: IncomingMessage): Promise<string> {
  let text = "";
  for await (const chunk of req) text += chunk;
  return text;
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = JSON.parse(await bodyOf(req)) as { messages: { role: string; content: string }[] };
    received.push({ url: req.url ?? "", auth: req.headers.authorization, body });
    const user = body.messages.find((m) => m.role === "user")?.content ?? "";
    if (user.includes("please fail")) {
      res.writeHead(500, { "content-type": "application/json" }).end('{"error":{"message":"boom"}}');
      return;
    }
    if (user.includes("please hang")) return; // never answers: the deadline must end the call
    res.writeHead(200, { "content-type": "application/json" });
    res.end(
      JSON.stringify({
        choices: [{ index: 0, message: { role: "assistant", content: `Translated: ${user.slice(0, 30)}` } }],
      }),
    );
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

const settings = (patch: Partial<LlmSettings> = {}): LlmSettings => ({
  url: new URL(base),
  model: "demo-model",
  apiKey: "sk-test",
  allowPrivate: true,
  allowIpLiterals: true,
  timeoutMs: 2_000,
  ...patch,
});

describe("the language-model processor", () => {
  it("posts the listing as the system prompt and the brief as the user message, and delivers the answer marked as a draft", async () => {
    const p = llmProcessor(settings(), "Japanese → English technical document translation\n\nTranslation of manuals.");
    const brief = "この装置の電源を入れる前に、ケーブルを確認してください。";
    expect(p.check(brief)).toBeNull();
    const note = await p.run(brief);
    expect(note).toBe(
      `Draft written by a language model (demo-model); review it before use.\n\nTranslated: ${brief.slice(0, 30)}`,
    );
    const last = received.at(-1);
    expect(last?.url).toBe("/v1/chat/completions");
    expect(last?.auth).toBe("Bearer sk-test");
    expect(last?.body).toMatchObject({ model: "demo-model", stream: false });
    const messages = last?.body.messages as { role: string; content: string }[];
    expect(messages[0]?.content).toMatch(
      /^Japanese → English technical document translation\n\nTranslation of manuals\./,
    );
    expect(messages[1]).toEqual({ role: "user", content: brief });
  });

  it("refuses a brief too short to work on, saying what to paste", () => {
    expect(llmProcessor(settings(), "x").check("hi")).toMatch(/paste/);
  });

  it("fails (so nothing is delivered) when the model answers an error or not within the deadline", async () => {
    await expect(llmProcessor(settings(), "x").run("please fail this brief now")).rejects.toThrow(/answered 500/);
    await expect(llmProcessor(settings({ timeoutMs: 300 }), "x").run("please hang on this brief")).rejects.toThrow(
      /could not be reached/,
    );
  });

  it("keeps to the SSRF guard: a loopback model is refused unless private addresses are allowed", async () => {
    await expect(
      llmProcessor(settings({ allowPrivate: false }), "x").run("a brief that is long enough"),
    ).rejects.toThrow(/could not be reached/);
  });

  it("posts to the base URL's /chat/completions unless the URL already ends so", () => {
    expect(chatCompletionsUrl(new URL("https://api.example.com/v1/")).href).toBe(
      "https://api.example.com/v1/chat/completions",
    );
    expect(chatCompletionsUrl(new URL("https://m.example.com/chat/completions")).href).toBe(
      "https://m.example.com/chat/completions",
    );
  });
});
