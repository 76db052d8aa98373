/**
 * `npm run bench:liquidity`: of the demo services a visitor sees as hireable, the share that
 * accepts a hire with a fitting brief and delivers (target 100 %), and the hire-to-delivery time.
 *
 * The server runs as `npm start` runs it (its entry point on a fresh embedded database in a temp
 * DATA_DIR, the demo seeded and its agents on; the web build is not needed here), as its own
 * process. Once its log says the demo agents are running (after the demo history), a newly signed-in
 * client with test funds reads the public catalogue — every active service of every active demo
 * agent — and hires each with its processor's example brief: a fixed price at the listed minimum,
 * funded once accepted; per minute funded and streamed, as the demo agent expects (it works while
 * the meter runs, stops it and delivers). Fixed-price hires go one at a time; per-minute ones
 * {@link perMinuteAtOnce} at a time (each works 20–40 s of stream time by design, so one at a time
 * would take ten minutes; all at once measures a burst no visitor makes). Anchor in the same run:
 * one hire of the extractive summary service on the idle server, before the sweep.
 *
 * Prints: services listed hireable, accepted, delivered, share delivered, median and p95
 * hire-to-delivery ms (overall, fixed, per minute). Exits 1 when the share is below 100 %.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { createInterface } from "node:readline";
import { adminApiKeyScopes, apiKeyScopes, formatMicros, parseMicros } from "@agora/contracts";
import { Agora, type Schema } from "@agora/sdk";
import { llmBrief, processors } from "../apps/demo-agents/src/processors";
import { defaultWorkMs } from "../apps/demo-agents/src/runtime";
import { demoServiceProcessor } from "../apps/server/src/modules/seed/demo-data";
import { api, freePort, signIn, type TestServer } from "../apps/server/test/harness";
import { ServerProcess } from "./server-process";

/** Longest wait for one delivery, ms (per-minute work is at most 40 s of stream time). */
const deliveryTimeoutMs = 180_000;
/** Longest wait for the demo history and the demo agents, ms. */
const readyTimeoutMs = 600_000;
/** How often an offer or contract is read while waiting, ms. */
const pollMs = 250;
/** Per-minute hires in flight at once. */
const perMinuteAtOnce = 4;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One listed service and what became of its hire. */
interface Outcome {
  agent: string;
  title: string;
  perMinute: boolean;
  accepted: boolean;
  delivered: boolean;
  /** Hire request to the contract reading "delivered", ms. */
  ms: number | null;
  /** Hire request to the offer reading "accepted", ms. */
  acceptMs: number | null;
  /** For per-minute services: the stream time the agent works by design, ms. */
  workMs: number | null;
  problem: string | null;
}

/** Nearest-rank percentile of ascending values. */
function percentile(sorted: number[], p: number): number {
  return sorted.length ? (sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] as number) : Number.NaN;
}

/** Resolves once the server logs `message` (pino JSON lines on its stdout). */
function logged(server: ServerProcess, message: string, timeoutMs: number): Promise<void> {
  const stdout = server.child?.stdout;
  if (!stdout) throw new Error("the server's stdout is not piped");
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no "${message}" in the server log within ${timeoutMs} ms`)),
      timeoutMs,
    );
    createInterface({ input: stdout }).on("line", (line) => {
      if (line.includes(`"msg":"${message}"`)) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
}

/** Hires `service` of `agent` with its example brief and waits for the delivery. */
async function hire(client: Agora, agent: Schema<"Agent">, service: Schema<"Service">): Promise<Outcome> {
  const name = demoServiceProcessor(agent.slug, service.title);
  const outcome: Outcome = {
    agent: agent.slug,
    title: service.title,
    perMinute: service.perMinutePricing,
    accepted: false,
    delivered: false,
    ms: null,
    acceptMs: null,
    workMs: null,
    problem: null,
  };
  if (!name) {
    outcome.problem = "listed hireable, but no processor does its work";
    return outcome;
  }
  const brief = name === "llm" ? llmBrief.example : processors[name].example;
  if (service.perMinutePricing) outcome.workMs = defaultWorkMs(brief);
  const t0 = performance.now();
  try {
    const amount = service.priceRange?.min;
    const offer = await client.services.hire(service.id, {
      message: brief,
      ...(service.perMinutePricing ? {} : { amount }),
    });
    const deadline = Date.now() + deliveryTimeoutMs;
    let decided = offer;
    while (decided.status === "pending" && Date.now() < deadline) {
      await sleep(pollMs);
      decided = await client.offers.get(offer.id);
    }
    if (decided.status !== "accepted") {
      outcome.problem = `offer ${decided.status}${decided.status === "rejected" ? "" : " (no answer)"}`;
      return outcome;
    }
    outcome.accepted = true;
    outcome.acceptMs = performance.now() - t0;
    let contract: Schema<"Contract"> | undefined;
    for await (const c of client.contracts.list({ role: "client" }))
      if (c.offerId === offer.id) {
        contract = c;
        break;
      }
    if (!contract) throw new Error("the accepted offer made no contract");
    if (service.perMinutePricing) {
      // The agent's listed rate over the work time, with room for the minimum charge and rounding.
      const rate = parseMicros(offer.basePerMinuteRate ?? "0") ?? 0n;
      const fund = rate * 2n > 1_000_000n ? rate * 2n : 1_000_000n;
      await client.contracts.fund(contract.id, { amount: formatMicros(fund) });
      await client.streams.start(contract.id);
    } else {
      await client.contracts.fund(contract.id, { amount: amount as string });
    }
    while (Date.now() < deadline) {
      const c = await client.contracts.get(contract.id);
      if (c.status === "delivered") {
        outcome.delivered = true;
        outcome.ms = performance.now() - t0;
        return outcome;
      }
      if (c.status !== "active" && c.status !== "awaiting_funding") {
        outcome.problem = `contract ${c.status}`;
        return outcome;
      }
      await sleep(pollMs);
    }
    outcome.problem = `not delivered within ${deliveryTimeoutMs} ms`;
  } catch (err) {
    outcome.problem = err instanceof Error ? err.message : String(err);
  }
  return outcome;
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), "agora-liquidity-"));
  const port = await freePort();
  const server = new ServerProcess(
    {
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      NODE_ENV: "development",
      LOG_LEVEL: "info",
    },
    undefined,
    "pipe",
  );
  console.log(
    `Agora liquidity bench · ${new Date().toISOString()} · ${cpus().length} × ${cpus()[0]?.model} · Node ${process.version} · PGlite · load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
  );
  try {
    const t0 = performance.now();
    await server.start();
    await logged(server, "demo agents are running", readyTimeoutMs);
    console.log(
      `server up, demo history played and demo agents running after ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );

    // A visitor: signs in, makes an API key, adds test funds.
    const { browser } = await signIn({ baseUrl: server.baseUrl } as TestServer, {
      email: "liquidity.bench@example.com",
    });
    const scopes = apiKeyScopes.filter((s) => !(adminApiKeyScopes as readonly string[]).includes(s));
    const key = await api(browser, "POST", "/api/v1/api-keys", { name: "liquidity bench", scopes });
    if (key.status !== 201) throw new Error(`key: ${key.status} ${JSON.stringify(key.body)}`);
    const client = new Agora({ baseUrl: server.baseUrl, apiKey: key.body.secret as string });
    for (let i = 0; i < 3; i++) await client.wallet.testDeposit({ amount: "1000.00" });

    // The public catalogue: every active service of every active demo agent.
    const listed: { agent: Schema<"Agent">; service: Schema<"Service"> }[] = [];
    for await (const agent of client.agents.list({ limit: 100 }))
      if (agent.isDemo && agent.status === "active")
        for (const service of await client.agents.services(agent.id))
          if (service.status === "active") listed.push({ agent, service });
    const demoAgentsListed = new Set(listed.map((l) => l.agent.slug)).size;

    // Anchor: one hire of the extractive summary on the otherwise idle server.
    const anchorService = listed.find(
      (l) => demoServiceProcessor(l.agent.slug, l.service.title) === "summary" && !l.service.perMinutePricing,
    );
    if (!anchorService) throw new Error("no fixed-price summary service is listed");
    const anchor = await hire(client, anchorService.agent, anchorService.service);

    const fixed: Outcome[] = [];
    for (const l of listed.filter((l) => !l.service.perMinutePricing))
      fixed.push(await hire(client, l.agent, l.service));
    const queue = listed.filter((l) => l.service.perMinutePricing);
    const perMinute: Outcome[] = [];
    await Promise.all(
      Array.from({ length: perMinuteAtOnce }, async () => {
        for (let next = queue.shift(); next; next = queue.shift())
          perMinute.push(await hire(client, next.agent, next.service));
      }),
    );
    const all = [...fixed, ...perMinute];

    for (const o of all)
      console.log(
        `${o.delivered ? "delivered" : "FAILED   "} ${o.perMinute ? "per minute" : "fixed     "} ${o.ms === null ? "        —" : `${(o.ms / 1000).toFixed(1).padStart(7)} s`}${o.workMs ? ` (work ${o.workMs / 1000} s)` : ""}  ${o.agent} · ${o.title}${o.problem ? ` — ${o.problem}` : ""}`,
      );
    const times = (os: Outcome[]) => os.flatMap((o) => (o.ms === null ? [] : [o.ms])).sort((a, b) => a - b);
    const line = (label: string, os: Outcome[]) => {
      const t = times(os);
      const a = os.flatMap((o) => (o.acceptMs === null ? [] : [o.acceptMs])).sort((x, y) => x - y);
      return `${label}: ${os.filter((o) => o.delivered).length} of ${os.length} delivered, median ${percentile(t, 50).toFixed(0)} ms, p95 ${percentile(t, 95).toFixed(0)} ms (accepted after median ${percentile(a, 50).toFixed(0)} ms)`;
    };
    const delivered = all.filter((o) => o.delivered).length;
    const share = all.length ? delivered / all.length : 0;
    console.log("");
    console.log(`demo agents with a hireable service: ${demoAgentsListed}`);
    console.log(`services listed hireable: ${all.length}`);
    console.log(`accepted: ${all.filter((o) => o.accepted).length}`);
    console.log(`delivered: ${delivered}`);
    console.log(`share delivered: ${(share * 100).toFixed(1)} % (target 100 %)`);
    console.log(line("all", all));
    console.log(line("fixed price (one at a time)", fixed));
    console.log(line(`per minute (${perMinuteAtOnce} at a time; 20–40 s of stream time by design)`, perMinute));
    const work = perMinute.flatMap((o) => (o.workMs === null ? [] : [o.workMs])).sort((x, y) => x - y);
    console.log(`per-minute work time by design: median ${percentile(work, 50)} ms`);
    console.log(
      `anchor, one summary hire on the idle server: ${anchor.ms === null ? `failed (${anchor.problem})` : `${anchor.ms.toFixed(0)} ms`}`,
    );
    console.log(
      `load average at the end: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(" ")}`,
    );
    process.exitCode = share < 1 ? 1 : 0;
  } finally {
    await server.kill("SIGTERM");
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
