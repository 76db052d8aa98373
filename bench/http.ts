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
import { cpus } from "node:os";
import autocannon from "autocannon";
import { api, signIn, startTestServer } from "../apps/server/test/harness";
import { createBenchDatabase } from "./bench-db";

const durationS = Number(process.argv[process.argv.indexOf("--duration") + 1]) || 10;

async function main(): Promise<void> {
  const database = await createBenchDatabase();
  const server = await startTestServer({ LOG_LEVEL: "warn" }, database);
  const baseUrl = server.baseUrl;
  try {
    const { browser } = await signIn(server, { email: "bench@example.com", firstName: "Bench" });
    const created = await api(browser, "POST", "/api/v1/api-keys", {
      name: "bench",
      scopes: ["api_keys:read", "profile:read"],
    });
    if (created.status !== 201) throw new Error(`key creation failed: ${created.status}`);
    const auth = { authorization: `Bearer ${created.body.secret as string}` };
    const failures: string[] = [];
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
      // A row of refusals measures the refusal, not the route: fail rather than print it as a figure.
      if (bad > 0) failures.push(`${run.name}: ${bad} errors or non-2xx answers`);
    }
    if (failures.length > 0) throw new Error(`bench rows failed:\n${failures.join("\n")}`);
  } finally {
    await server.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
