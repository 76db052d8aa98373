/**
 * HTTP benchmark of the foundation routes (autocannon, 10 connections, 10 s each), on the embedded
 * database by default or on DATABASE_URL. Starts its own server on a free port with a throw-away
 * database, signs a user in through the development provider, makes an API key, then loads:
 *   1. GET /api/performance/health  (public, one aggregate query)
 *   2. GET /api/auth/user           (API key lookup + last-use check)
 *   3. GET /api/v1/api-keys         (API key lookup + list query)
 *   4. GET /api/performance/health at a fixed 500 req/s (open model: latency without coordinated omission)
 * Usage: npm run bench:http [-- --duration 10]
 */
import { mkdtemp, rm } from "node:fs/promises";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { buildApp } from "../apps/server/src/app";
import { loadConfig } from "../apps/server/src/config";
import { openDatabase } from "../apps/server/src/db/client";

const durationS = Number(process.argv[process.argv.indexOf("--duration") + 1]) || 10;

async function main(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), "agora-bench-"));
  const port = 5100 + Math.floor(Math.random() * 800);
  const baseUrl = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: "test",
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: "warn",
    DATABASE_URL: process.env.DATABASE_URL,
  });
  const database = await openDatabase(
    config.databaseUrl ? { kind: "postgres", url: config.databaseUrl } : { kind: "pglite", dataDir: dir },
  );
  await database.migrate();
  const app = await buildApp({ config, database });
  await app.listen({ port, host: "127.0.0.1" });
  try {
    const secret = await createKey(baseUrl);
    const auth = { authorization: `Bearer ${secret}` };
    const runs = [
      { name: "GET /api/performance/health", path: "/api/performance/health", headers: {} },
      { name: "GET /api/auth/user (API key)", path: "/api/auth/user", headers: auth },
      { name: "GET /api/v1/api-keys (API key)", path: "/api/v1/api-keys", headers: auth },
      { name: "GET /api/performance/health @500/s", path: "/api/performance/health", headers: {}, overallRate: 500 },
    ];
    console.log(
      `Agora HTTP bench · ${new Date().toISOString()} · ${cpus().length} × ${cpus()[0]?.model} · ${database.kind}`,
    );
    console.log("| route | req/s (mean) | p50 ms | p97.5 ms | p99 ms | errors/non-2xx |");
    console.log("|---|---|---|---|---|---|");
    for (const run of runs) {
      const result = await autocannon({
        url: baseUrl + run.path,
        headers: run.headers,
        connections: 10,
        duration: durationS,
        ...(run.overallRate ? { overallRate: run.overallRate } : {}),
      });
      const bad = result.errors + result.non2xx;
      console.log(
        `| ${run.name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p97_5} | ${result.latency.p99} | ${bad} |`,
      );
    }
  } finally {
    await app.close();
    await database.close();
    await rm(dir, { recursive: true, force: true });
  }
}

/** Signs in through the development provider with a manual cookie jar and creates a key. */
async function createKey(baseUrl: string): Promise<string> {
  const cookies = new Map<string, string>();
  const go = async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set("cookie", [...cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    const res = await fetch(url, { ...init, headers, redirect: "manual" });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(";");
      const [k, ...v] = (pair ?? "").split("=");
      if (k) cookies.set(k, v.join("="));
    }
    return res;
  };
  let res = await go(`${baseUrl}/api/login`);
  let url = `${baseUrl}/api/login`;
  while (res.status >= 300 && res.status < 400) {
    url = new URL(res.headers.get("location") ?? "", url).href;
    res = await go(url);
  }
  const action = /action="([^"]+)"/.exec(await res.text())?.[1] ?? "";
  res = await go(new URL(action, baseUrl).href, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "email=bench%40example.com&firstName=Bench&lastName=Mark",
  });
  url = new URL(action, baseUrl).href;
  while (res.status >= 300 && res.status < 400) {
    url = new URL(res.headers.get("location") ?? "", url).href;
    res = await go(url);
  }
  const created = await go(`${baseUrl}/api/v1/api-keys`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({ name: "bench", scopes: ["api_keys:read", "profile:read"] }),
  });
  if (created.status !== 201) throw new Error(`key creation failed: ${created.status} ${await created.text()}`);
  return ((await created.json()) as { secret: string }).secret;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
