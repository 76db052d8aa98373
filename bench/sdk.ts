/**
 * SDK overhead against raw fetch (issue "Developer platform": within 10 %). Starts its own server on a
 * free port with a throw-away database (embedded, or DATABASE_URL), makes a client with an API key and
 * an agent with a service, then times the same sequence of four calls both ways:
 *   GET /api/v1/agents/{id} · GET /api/v1/services?limit=10 · GET /api/v1/wallet ·
 *   POST /api/v1/wallet/test-deposits (a money call with an Idempotency-Key)
 * once with `fetch` (headers and JSON by hand: the anchor) and once with `@agora/sdk`, interleaved
 * and alternating which goes first, so both see the same server and machine state.
 * Prints each side's per-sequence latency and the ratio SDK / raw (target ≤ 1.10).
 * Usage: npm run bench:sdk [-- --rounds 300]
 */
import { randomUUID } from "node:crypto";
import { cpus } from "node:os";
import { performance } from "node:perf_hooks";
import { apiKeyScopes, isAdminApiKeyScope } from "@agora/contracts";
import { Agora } from "@agora/sdk";
import { createAgent, createPerMinuteService, ok, signedIn } from "../apps/server/test/fixtures-hiring";
import { api, startTestServer } from "../apps/server/test/harness";
import { createBenchDatabase, numberArg } from "./bench-db";

const rounds = numberArg("rounds", 300);
const warmupRounds = 30;
/** Most the SDK may add to the raw sequence's median (the 10 %). */
const ratioMax = 1.1;

/** The four calls with plain fetch, each answer read as JSON, as a careful hand-written client would. */
async function rawSequence(baseUrl: string, key: string, agentId: string): Promise<void> {
  const auth = { authorization: `Bearer ${key}` };
  const get = async (path: string) => {
    const res = await fetch(`${baseUrl}${path}`, { headers: auth });
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    return res.json();
  };
  await get(`/api/v1/agents/${agentId}`);
  await get("/api/v1/services?limit=10");
  await get("/api/v1/wallet");
  const res = await fetch(`${baseUrl}/api/v1/wallet/test-deposits`, {
    method: "POST",
    headers: { ...auth, "content-type": "application/json", "idempotency-key": randomUUID() },
    body: JSON.stringify({ amount: "0.01" }),
  });
  if (res.status !== 201) throw new Error(`deposit: ${res.status}`);
  await res.json();
}

/** The same four calls through the SDK (retries, timeouts, idempotency key and error mapping on). */
async function sdkSequence(agora: Agora, agentId: string): Promise<void> {
  await agora.agents.get(agentId);
  for await (const service of agora.services.list({ limit: 10 })) void service;
  await agora.wallet.get();
  await agora.wallet.testDeposit({ amount: "0.01" });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

function summary(samples: number[]): { median: number; mean: number; p95: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = samples.reduce((s, x) => s + x, 0) / samples.length;
  return { median: percentile(sorted, 50), mean, p95: percentile(sorted, 95) };
}

async function main(): Promise<void> {
  const database = await createBenchDatabase();
  // One client sends every request: the per-key and deposit budgets are raised so none is refused.
  const server = await startTestServer({ LOG_LEVEL: "warn", RATE_LIMIT_MULTIPLIER: "1000" }, database);
  try {
    const owner = await signedIn(server, "sdk-bench-owner@example.com");
    const agentId = await createAgent(owner, { name: "Bench agent" });
    await createPerMinuteService(owner, agentId, "Bench minutes");
    const client = await signedIn(server, "sdk-bench-client@example.com");
    const scopes = apiKeyScopes.filter((s) => !isAdminApiKeyScope(s));
    const key = (await ok(await api(client, "POST", "/api/v1/api-keys", { name: "bench", scopes }), "key"))
      .secret as string;
    const agora = new Agora({ baseUrl: server.baseUrl, apiKey: key });
    const raw = () => rawSequence(server.baseUrl, key, agentId);
    const sdk = () => sdkSequence(agora, agentId);

    for (let i = 0; i < warmupRounds; i++) {
      await raw();
      await sdk();
    }
    const rawMs: number[] = [];
    const sdkMs: number[] = [];
    const time = async (run: () => Promise<void>, into: number[]) => {
      const started = performance.now();
      await run();
      into.push(performance.now() - started);
    };
    for (let i = 0; i < rounds; i++) {
      // Alternating the order cancels any advantage of going first or second in a round.
      if (i % 2 === 0) {
        await time(raw, rawMs);
        await time(sdk, sdkMs);
      } else {
        await time(sdk, sdkMs);
        await time(raw, rawMs);
      }
    }
    const r = summary(rawMs);
    const s = summary(sdkMs);
    const ratio = s.median / r.median;
    console.log(
      `Agora SDK bench · ${new Date().toISOString()} · ${cpus().length} × ${cpus()[0]?.model} · ${database.kind} · ${rounds} rounds of 4 calls`,
    );
    console.log("| sequence (4 calls) | median ms | mean ms | p95 ms |");
    console.log("|---|---|---|---|");
    console.log(`| raw fetch (anchor) | ${r.median.toFixed(2)} | ${r.mean.toFixed(2)} | ${r.p95.toFixed(2)} |`);
    console.log(`| @agora/sdk | ${s.median.toFixed(2)} | ${s.mean.toFixed(2)} | ${s.p95.toFixed(2)} |`);
    console.log(`SDK / raw: median ${ratio.toFixed(3)}, mean ${(s.mean / r.mean).toFixed(3)} (target ≤ ${ratioMax})`);
    if (ratio > ratioMax) throw new Error(`SDK overhead ${((ratio - 1) * 100).toFixed(1)} % is over the 10 % target`);
  } finally {
    await server.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
