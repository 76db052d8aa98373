import http from "node:http";
import type { AddressInfo } from "node:net";
import { matchFactorNames } from "@agora/contracts";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createAgent, createPerMinuteService, ok, signedIn } from "../../../test/fixtures-hiring";
import { api, type Browser, startTestServer, type TestServer } from "../../../test/harness";
import { rankAgents } from "./matching.service";
import {
  createSemanticRelevance,
  embedChangedAgents,
  embeddingsEndpoint,
  type SemanticRelevance,
  startEmbeddingWorker,
} from "./semantic";

/*
 * Semantic relevance against a fake OpenAI-compatible embeddings server. Its vectors count words of
 * a few concepts, so the test knows which texts are close in meaning: "ship" and "marine" are the
 * same concept to it, while the built-in ranker, whose vocabulary has no such words, sees no
 * overlap.
 */

const concepts: Record<string, readonly string[]> = {
  sea: ["ship", "ships", "crew", "marine", "harbour", "harbours", "vessel", "vessels"],
  sheets: ["spreadsheet", "spreadsheets", "columns", "excel", "csv"],
  language: ["translate", "translates", "japanese", "english"],
};

/** The fake's vector of a text: per concept, how many of its words the text has; and a constant part. */
function conceptVector(text: string): number[] {
  const words = text.toLowerCase().split(/[^a-z]+/);
  return [...Object.values(concepts).map((list) => words.filter((w) => list.includes(w)).length), 0.2];
}

interface FakeRequest {
  path: string;
  authorization: string | undefined;
  model: string;
  input: string[];
}

/** A fake `POST /v1/embeddings`: answers concept vectors, fails with 500, or never answers. */
class FakeEmbeddings {
  readonly requests: FakeRequest[] = [];
  mode: "ok" | "fail" | "hang" = "ok";
  readonly #server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => {
      raw += chunk;
    });
    req.on("end", () => {
      const body = JSON.parse(raw) as { model: string; input: string[] };
      this.requests.push({ path: req.url ?? "", authorization: req.headers.authorization, ...body });
      if (this.mode === "hang") return;
      if (this.mode === "fail") {
        res.writeHead(500, { "content-type": "application/json" });
        return void res.end('{"error":{"message":"model overloaded"}}');
      }
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          object: "list",
          model: body.model,
          // In reverse order: the client must place vectors by `index`.
          data: body.input
            .map((text, index) => ({ object: "embedding", index, embedding: conceptVector(text) }))
            .reverse(),
        }),
      );
    });
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.#server.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
  }

  /** Texts embedded so far, over every request. */
  inputs(): string[] {
    return this.requests.flatMap((r) => r.input);
  }

  async close(): Promise<void> {
    this.#server.closeAllConnections();
    await new Promise((resolve) => this.#server.close(resolve));
  }
}

const fake = new FakeEmbeddings();
let server: TestServer;
let semantic: SemanticRelevance;
let owner: Browser;
let client: Browser;
const warnings: unknown[] = [];
const ids: Record<string, string> = {};
const now = new Date();

beforeAll(async () => {
  const base = await fake.start();
  server = await startTestServer({
    EMBEDDINGS_URL: `${base}/v1`,
    EMBEDDINGS_MODEL: "fake-concepts-1",
    EMBEDDINGS_API_KEY: "sk-test-embeddings",
    // Passes are driven by the tests.
    EMBEDDINGS_INTERVAL_MS: "0",
    // Generous: on a busy machine a slow answer must not turn into a fallback.
    EMBEDDINGS_TIMEOUT_MS: "10000",
  });
  semantic = createSemanticRelevance(
    server.config.embeddings,
    { allowIpLiterals: true, resolve: new Map() },
    { warn: (err: unknown) => void warnings.push(err) },
  ) as SemanticRelevance;
  owner = await signedIn(server, "semantic-owner@example.com");
  client = await signedIn(server, "semantic-client@example.com");
  // Two listings the built-in ranker cannot tell apart for a ship's spreadsheet; one is for ships.
  ids.plain = await createAgent(owner, {
    name: "Spreadsheet Cleaner",
    tagline: "Cleans up spreadsheet columns.",
    skills: ["excel"],
  });
  ids.marine = await createAgent(owner, {
    name: "Spreadsheet Cleaner",
    tagline: "Cleans up spreadsheet columns for marine firms and harbours.",
    skills: ["excel"],
  });
  ids.translation = await createAgent(owner, {
    name: "Japanese translation",
    tagline: "Translates manuals between Japanese and English.",
    skills: ["translation"],
  });
  ids.paused = await createAgent(owner, { name: "Paused spreadsheet helper", status: "paused" });
  // Matching lists agents with a service open for hire.
  for (const id of [ids.plain, ids.marine, ids.translation])
    await createPerMinuteService(owner, id as string, "Work by the minute");
}, 120_000);
afterAll(async () => {
  await server?.close();
  await fake.close();
});
beforeEach(() => {
  fake.mode = "ok";
});

/** A need nobody asked before, so no cached vector answers it. */
let needs = 0;
function shipNeed(): string {
  needs += 1;
  return `Clean up the spreadsheet of our ship crew, batch ${needs}`;
}

describe("embedding agents", () => {
  it("embeds each active agent once, with the model and key, and again only when its listing changes", async () => {
    expect(embeddingsEndpoint(new URL("https://api.example/v1/")).href).toBe("https://api.example/v1/embeddings");
    expect(embeddingsEndpoint(new URL("https://api.example/v1/embeddings")).href).toBe(
      "https://api.example/v1/embeddings",
    );

    expect(await embedChangedAgents(server.database.db, semantic)).toBe(3);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({
      path: "/v1/embeddings",
      authorization: "Bearer sk-test-embeddings",
      model: "fake-concepts-1",
    });
    expect(fake.inputs().some((t) => t.includes("Paused"))).toBe(false);

    // Nothing changed: no request at all.
    expect(await embedChangedAgents(server.database.db, semantic)).toBe(0);
    expect(fake.requests).toHaveLength(1);

    // A new description is embedded, and only that agent.
    await ok(
      await api(owner, "PATCH", `/api/v1/agents/${ids.translation}`, { description: "Also Korean, on request." }),
      "edit the listing",
    );
    expect(await embedChangedAgents(server.database.db, semantic)).toBe(1);
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[1]?.input).toHaveLength(1);
    expect(fake.requests[1]?.input[0]).toContain("Also Korean, on request.");
  });

  it("loses nothing when the endpoint fails: the next pass embeds what is left", async () => {
    await ok(
      await api(owner, "PATCH", `/api/v1/agents/${ids.translation}`, { description: "Korean too." }),
      "edit the listing",
    );
    fake.mode = "fail";
    await expect(embedChangedAgents(server.database.db, semantic)).rejects.toThrow(/answered 500/);
    fake.mode = "ok";
    expect(await embedChangedAgents(server.database.db, semantic)).toBe(1);
  });
});

describe("the embedding worker", () => {
  it("embeds a changed listing on its own, within a few of its intervals", async () => {
    await embedChangedAgents(server.database.db, semantic);
    const stop = startEmbeddingWorker(server.database.db, semantic, { warn: () => {} }, 50);
    try {
      await ok(
        await api(owner, "PATCH", `/api/v1/agents/${ids.translation}`, { description: "Chinese as well." }),
        "edit the listing",
      );
      await expect
        .poll(() => fake.inputs().some((t) => t.includes("Chinese as well.")), { timeout: 10_000 })
        .toBe(true);
    } finally {
      stop();
    }
  });
});

describe("matching with similarity", () => {
  beforeAll(async () => {
    fake.mode = "ok";
    await embedChangedAgents(server.database.db, semantic);
  });

  it("ranks the agent whose listing means the need first, says why, and keeps the score the sum of factors", async () => {
    const need = shipNeed();
    const input = { description: need, limit: 5 };
    const textOnly = await rankAgents(server.database.db, input, { now });
    const plainText = textOnly.data.find((m) => m.agent.id === ids.plain);
    const marineText = textOnly.data.find((m) => m.agent.id === ids.marine);
    // Alone, the built-in ranker sees the same words in both listings.
    expect(marineText?.factors.relevance).toBe(plainText?.factors.relevance);

    const withMeaning = await rankAgents(server.database.db, input, { now, semantic });
    expect(withMeaning.data[0]?.agent.id).toBe(ids.marine);
    const [marine, plain] = withMeaning.data;
    expect(marine?.factors.relevance).toBeGreaterThan(plain?.factors.relevance ?? 1);
    expect(marine?.reasons).toContain("Its listing is close in meaning to your description");
    for (const m of withMeaning.data) {
      const sum = matchFactorNames.reduce((s, name) => s + m.factors[name], 0);
      expect(m.score).toBeCloseTo(sum, 3);
      expect(m.score).toBeLessThanOrEqual(1);
    }
  });

  it("is on for POST /api/v1/matches when EMBEDDINGS_URL is set", async () => {
    const res = await api(client, "POST", "/api/v1/matches", { description: shipNeed() });
    expect(res.status).toBe(200);
    expect(res.body.data[0].agent.id).toBe(ids.marine);
    expect(res.body.data[0].reasons).toContain("Its listing is close in meaning to your description");
  });

  it("embeds a need once: the same words again are answered from the cache", async () => {
    const input = { description: shipNeed(), limit: 5 };
    await rankAgents(server.database.db, input, { now, semantic });
    const before = fake.requests.length;
    await rankAgents(server.database.db, input, { now, semantic });
    expect(fake.requests.length).toBe(before);
  });

  it.each(["fail", "hang"] as const)(
    "ranks as without embeddings when the endpoint %ss, and logs why",
    async (mode) => {
      const input = { description: shipNeed(), limit: 5 };
      const textOnly = await rankAgents(server.database.db, input, { now });
      fake.mode = mode;
      const warned = warnings.length;
      const started = Date.now();
      const answer = await rankAgents(server.database.db, input, {
        now,
        semantic: { ...semantic, needTimeoutMs: 300 },
      });
      expect(answer).toEqual(textOnly);
      expect(warnings.length).toBe(warned + 1);
      // The need's deadline (300 ms here) bounds the wait, with room for a busy machine.
      expect(Date.now() - started).toBeLessThan(5_000);
    },
  );

  it("never connects to a private address the policy refuses, and ranks without", async () => {
    const embeddings = server.config.embeddings;
    if (!embeddings) throw new Error("the test server has embeddings configured");
    const guarded = createSemanticRelevance(
      { ...embeddings, allowPrivate: false },
      { allowIpLiterals: true, resolve: new Map() },
      { warn: () => {} },
    ) as SemanticRelevance;
    const input = { description: shipNeed(), limit: 5 };
    const before = fake.requests.length;
    const answer = await rankAgents(server.database.db, input, { now, semantic: guarded });
    expect(fake.requests.length).toBe(before);
    expect(answer).toEqual(await rankAgents(server.database.db, input, { now }));
  });
});
