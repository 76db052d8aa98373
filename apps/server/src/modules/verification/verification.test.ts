import { generateKeyPairSync, type KeyObject, sign } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { auditRecord } from "@agora/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAgent, signedIn } from "../../../test/fixtures-hiring";
import { api, type Browser, signIn, startTestServer, type TestServer } from "../../../test/harness";
import { executeRows } from "../../db/rows";
import { inTransaction } from "../../db/transaction";
import { unreachableMessage } from "../../lib/outbound";
import { challengeMessage } from "./endpoint";
import { syncLevel } from "./ladder";
import { agentVerifications } from "./verification.tables";

// One local HTTP server plays every domain and agent endpoint of these tests: the domain is the
// Host header (all pinned to 127.0.0.1 with VERIFICATION_RESOLVE), the behaviour follows from it.
const tokens = new Map<string, string>();
const endpoint: { key: KeyObject | null; answer: "sign" | "garbage" } = { key: null, answer: "sign" };

function startFixture(): Promise<Server> {
  const fixture = createServer((req, res) => {
    const host = (req.headers.host ?? "").split(":")[0] ?? "";
    if (req.method === "POST" && req.url === "/agent") {
      let body = "";
      req.on("data", (c: Buffer) => {
        body += c.toString();
      });
      req.on("end", () => {
        const challenge = JSON.parse(body) as { agentId: string; nonce: string; type: string };
        if (endpoint.answer === "garbage" || !endpoint.key) return res.end("not json");
        const signature = sign(null, Buffer.from(challengeMessage(challenge.agentId, challenge.nonce)), endpoint.key);
        res.setHeader("content-type", "application/json");
        res.end(JSON.stringify({ signature: signature.toString("base64url") }));
      });
      return;
    }
    const token = tokens.get(host) ?? "";
    if (host === "missing.test") return res.writeHead(404).end("not here");
    if (host === "wrong.test") return res.end("agora-verification=somebody-elses-token");
    if (host === "elsewhere.test") return res.writeHead(302, { location: `http://evil.test:${port()}/x` }).end();
    if (host === "hop.test" && req.url !== "/moved") return res.writeHead(301, { location: "/moved" }).end();
    if (host === "big.test") return res.end(`${token}\n${"x".repeat(10_000)}`);
    if (host === "slow.test") return void setTimeout(() => res.end(token), 1500);
    res.end(`${token}\n`);
  });
  const port = () => (fixture.address() as AddressInfo).port;
  return new Promise((resolve) => fixture.listen(0, "127.0.0.1", () => resolve(fixture)));
}

const hosts = ["missing", "wrong", "elsewhere", "evil", "hop", "big", "slow", "right"].map((h) => `${h}.test`);

let fixture: Server;
let server: TestServer;
let owner: Browser;
let stranger: Browser;
let admin: Browser;
let agentId: string;

beforeAll(async () => {
  fixture = await startFixture();
  const port = (fixture.address() as AddressInfo).port;
  server = await startTestServer({
    STREAM_SWEEP_MS: "0",
    VERIFICATION_ALLOW_PRIVATE: "true",
    VERIFICATION_RESOLVE: hosts.map((h) => `${h}=127.0.0.1`).join(","),
    VERIFICATION_DOMAIN_PORT: String(port),
    VERIFICATION_TIMEOUT_MS: "700",
  });
  owner = await signedIn(server, { email: "kya-owner@example.com", firstName: "Kya", lastName: "Owner" });
  stranger = await signedIn(server, "kya-stranger@example.com");
  admin = await signedIn(server, "admin@agora.local");
  agentId = await createAgent(owner, {
    name: "Ladder Climber",
    basePerMinuteRate: "0.50",
    endpointUrl: `http://127.0.0.1:${port}/agent`,
  });
});
afterAll(async () => {
  await server?.close();
  fixture?.close();
});

const ladder = (who: Browser = owner) => api(who, "GET", `/api/v1/agents/${agentId}/verification`);
const requestDomain = async (domain: string) => {
  const res = await api(owner, "POST", `/api/v1/agents/${agentId}/verification/domain`, { domain });
  tokens.set(domain, res.body.domain.token);
  return res;
};
const checkDomain = () => api(owner, "POST", `/api/v1/agents/${agentId}/verification/domain/check`);

function rawPublicKey(key: KeyObject): string {
  return key.export({ format: "jwk" }).x as string;
}

describe("know your agent", () => {
  it("starts at level 1 from the owner's identity and hides the ladder from others", async () => {
    const res = await ladder();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      level: 1,
      badges: ["identity"],
      identity: { status: "verified", email: "kya-owner@example.com" },
      domain: { status: "not_started" },
    });
    expect((await ladder(stranger)).status).toBe(404);
    expect((await ladder(admin)).status).toBe(200);
    const card = await api(stranger, "GET", `/api/v1/agents/${agentId}`);
    expect(card.body).toMatchObject({ verificationLevel: 1, badges: ["identity"] });
  });

  it("refuses the endpoint step before the domain, and a bad domain, and changes nothing", async () => {
    const early = await api(owner, "POST", `/api/v1/agents/${agentId}/verification/endpoint`, {
      publicKey: rawPublicKey(generateKeyPairSync("ed25519").publicKey),
    });
    expect(early.status).toBe(409);
    expect(early.body.detail).toMatch(/domain/);
    const bad = await api(owner, "POST", `/api/v1/agents/${agentId}/verification/domain`, {
      domain: "https://example.com/x",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe("domain");
    expect(
      (await api(stranger, "POST", `/api/v1/agents/${agentId}/verification/domain`, { domain: "a.test" })).status,
    ).toBe(404);
    expect((await ladder()).body.domain.status).toBe("not_started");
  });

  it("fails a missing, wrong, cross-host redirected, oversized or slow token, with the reason", async () => {
    // A slow server gets the same text as an unreachable one: timing is network reachability.
    const cases: [string, RegExp | string][] = [
      ["missing.test", /404/],
      ["wrong.test", /does not contain the token/],
      ["elsewhere.test", /another host \(evil\.test\)/],
      ["big.test", /larger than 4096 bytes/],
      ["slow.test", unreachableMessage],
    ];
    for (const [domain, reason] of cases) {
      const requested = await requestDomain(domain);
      expect(requested.body.domain).toMatchObject({ status: "pending", domain });
      expect(requested.body.domain.token).toMatch(/^agora-verification=[A-Za-z0-9_-]{32}$/);
      expect(requested.body.domain.url).toContain(`http://${domain}:`);
      const checked = await checkDomain();
      expect(checked.status).toBe(200);
      expect(checked.body.domain.status).toBe("failed");
      expect(checked.body.domain.lastError).toMatch(reason);
      expect(checked.body.level).toBe(1);
    }
  });

  it("verifies a served token (same-host redirects allowed) and raises the level, badges and score", async () => {
    const before = (await api(owner, "GET", `/api/v1/agents/${agentId}/reputation`)).body;
    await requestDomain("hop.test");
    const checked = await checkDomain();
    expect(checked.body).toMatchObject({
      level: 2,
      badges: ["identity", "domain"],
      domain: { status: "verified", lastError: null },
    });
    const after = (await api(owner, "GET", `/api/v1/agents/${agentId}/reputation`)).body;
    expect(after.components.verification).toBe(0.5);
    expect(Number(after.score)).toBeGreaterThan(Number(before.score));
    const found = await api(stranger, "GET", "/api/v1/agents?minVerification=2&q=Ladder&hireable=any");
    expect(found.body.data.map((a: { id: string }) => a.id)).toContain(agentId);
  });

  it("verifies the endpoint only with a signature from the registered key", async () => {
    const real = generateKeyPairSync("ed25519");
    const impostor = generateKeyPairSync("ed25519");
    const badKey = await api(owner, "POST", `/api/v1/agents/${agentId}/verification/endpoint`, {
      publicKey: "A".repeat(42),
    });
    expect(badKey.status).toBe(400);
    expect(badKey.body.errors[0].field).toBe("publicKey");
    const registered = await api(owner, "POST", `/api/v1/agents/${agentId}/verification/endpoint`, {
      publicKey: rawPublicKey(real.publicKey),
    });
    expect(registered.body.endpoint).toMatchObject({ status: "pending", publicKey: rawPublicKey(real.publicKey) });

    endpoint.key = impostor.privateKey;
    const wrong = await api(owner, "POST", `/api/v1/agents/${agentId}/verification/endpoint/challenge`);
    expect(wrong.body.endpoint).toMatchObject({ status: "failed" });
    expect(wrong.body.endpoint.lastError).toMatch(/does not verify/);
    endpoint.answer = "garbage";
    const garbage = await api(owner, "POST", `/api/v1/agents/${agentId}/verification/endpoint/challenge`);
    expect(garbage.body.endpoint.lastError).toMatch(/not JSON/);
    endpoint.answer = "sign";
    endpoint.key = real.privateKey;
    const ok = await api(owner, "POST", `/api/v1/agents/${agentId}/verification/endpoint/challenge`);
    expect(ok.body).toMatchObject({
      level: 3,
      badges: ["identity", "domain", "endpoint"],
      endpoint: { status: "verified" },
    });
  });

  it("queues the KYA review: owners see their own, admins decide with a reason, every step audited", async () => {
    const kya = {
      legalName: "Ladder Labs GmbH",
      jurisdiction: "Germany",
      modelProvider: "Self-hosted Llama",
      dataPolicyUrl: "https://ladder.example/privacy",
      contactEmail: "compliance@ladder.example",
    };
    const badEmail = await api(owner, "POST", `/api/v1/agents/${agentId}/verification/kya`, {
      ...kya,
      contactEmail: "nope",
    });
    expect(badEmail.body.errors[0].field).toBe("contactEmail");
    const submitted = await api(owner, "POST", `/api/v1/agents/${agentId}/verification/kya`, kya);
    expect(submitted.body.kya.status).toBe("pending");
    expect((await api(owner, "POST", `/api/v1/agents/${agentId}/verification/kya`, kya)).status).toBe(409);

    const queue = await api(admin, "GET", "/api/v1/admin/verifications?status=pending");
    expect(queue.body.scope).toBe("all");
    const item = queue.body.data.find((i: { agentId: string }) => i.agentId === agentId);
    expect(item).toMatchObject({ status: "pending", submission: kya, ownerName: "Kya Owner", level: 3 });
    expect((await api(owner, "GET", "/api/v1/admin/verifications?status=all")).body).toMatchObject({
      scope: "own",
      data: [{ id: item.id }],
    });
    expect((await api(stranger, "GET", "/api/v1/admin/verifications?status=all")).body.data).toEqual([]);
    expect((await api(stranger, "GET", `/api/v1/admin/verifications/${item.id}`)).status).toBe(404);

    expect((await api(owner, "POST", `/api/v1/admin/verifications/${item.id}/approve`, { reason: "" })).status).toBe(
      403,
    );
    const noReason = await api(admin, "POST", `/api/v1/admin/verifications/${item.id}/reject`, { reason: "  " });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors[0].field).toBe("reason");
    const rejected = await api(admin, "POST", `/api/v1/admin/verifications/${item.id}/reject`, {
      reason: "The data policy URL does not load.",
    });
    expect(rejected.body).toMatchObject({ status: "rejected", reason: "The data policy URL does not load." });
    expect((await api(admin, "POST", `/api/v1/admin/verifications/${item.id}/approve`, {})).status).toBe(409);
    expect((await ladder()).body).toMatchObject({
      level: 3,
      kya: { status: "rejected", reason: "The data policy URL does not load." },
    });

    const again = await api(owner, "POST", `/api/v1/agents/${agentId}/verification/kya`, kya);
    const approved = await api(admin, "POST", `/api/v1/admin/verifications/${again.body.kya.requestId}/approve`, {
      reason: "Policy checked.",
    });
    expect(approved.body.status).toBe("approved");
    expect((await api(stranger, "GET", `/api/v1/agents/${agentId}`)).body).toMatchObject({
      verificationLevel: 4,
      badges: ["identity", "domain", "endpoint", "kya"],
    });

    const detail = await api(owner, "GET", `/api/v1/admin/verifications/${again.body.kya.requestId}`);
    const actions = detail.body.audit.map((a: { action: string }) => a.action);
    for (const action of [
      "domain.requested",
      "domain.failed",
      "domain.verified",
      "endpoint.key_registered",
      "endpoint.verified",
      "kya.submitted",
      "kya.rejected",
      "kya.approved",
      "level.changed",
    ])
      expect(actions).toContain(action);
    const rejection = detail.body.audit.find((a: { action: string }) => a.action === "kya.rejected");
    expect(rejection).toMatchObject({
      actor: expect.any(String),
      detail: { reason: "The data policy URL does not load." },
    });
    expect(rejection.actorId).not.toBeNull();
    expect(detail.body.audit.find((a: { action: string }) => a.action === "domain.verified").actor).toBe("Agora");
  });

  it("keeps the audit log append-only in the database", async () => {
    const failure = (statement: ReturnType<typeof sql>) =>
      server.database.db.execute(statement).then(
        () => "succeeded",
        (err: Error & { cause?: Error }) => err.cause?.message ?? err.message,
      );
    expect(await failure(sql`update verification_audit set action = 'x'`)).toMatch(/append-only/);
    expect(await failure(sql`delete from verification_audit`)).toMatch(/append-only/);
    expect((await api(owner, "GET", "/api/v1/compliance")).body.audit.length).toBeGreaterThan(10);
  });

  it("refuses private addresses when they are not allowed", async () => {
    const strict = await startTestServer({
      STREAM_SWEEP_MS: "0",
      VERIFICATION_ALLOW_PRIVATE: "false",
      VERIFICATION_RESOLVE: "right.test=127.0.0.1",
      VERIFICATION_DOMAIN_PORT: String((fixture.address() as AddressInfo).port),
    });
    try {
      const key = (await signIn(strict, { email: "kya-strict@example.com" })).browser;
      const agent = await api(key, "POST", "/api/v1/agents", {
        name: "Strict Agent",
        categories: ["Research"],
        basePerMinuteRate: "0.5",
      });
      const requested = await api(key, "POST", `/api/v1/agents/${agent.body.id}/verification/domain`, {
        domain: "right.test",
      });
      tokens.set("right.test", requested.body.domain.token);
      const checked = await api(key, "POST", `/api/v1/agents/${agent.body.id}/verification/domain/check`);
      expect(checked.body.domain).toMatchObject({ status: "failed" });
      expect(checked.body.domain.lastError).toBe(`${checked.body.domain.url}: ${unreachableMessage}`);
      // The owner sees the generic text; the server log keeps the precise reason.
      const logged = strict.logs.filter((l) => l.msg === "verification call failed").map((l) => String(l.reason));
      expect(logged.some((r) => r.includes("right.test → 127.0.0.1 (loopback)"))).toBe(true);
    } finally {
      await strict.close();
    }
  });

  it("never connects the endpoint challenge to an IP literal of a private address", async () => {
    // A second listener that only counts connections: the challenge must not reach it at all.
    let connections = 0;
    const target = createServer((_req, res) => res.end("{}"));
    target.on("connection", () => connections++);
    await new Promise<void>((resolve) => target.listen(0, "::", resolve));
    const port = (target.address() as AddressInfo).port;
    const strict = await startTestServer({ STREAM_SWEEP_MS: "0", VERIFICATION_ALLOW_PRIVATE: "false" });
    try {
      const key = (await signIn(strict, { email: "kya-literal@example.com" })).browser;
      const agent = await api(key, "POST", "/api/v1/agents", {
        name: "Literal Agent",
        categories: ["Research"],
        basePerMinuteRate: "0.5",
      });
      const id = agent.body.id as string;
      // Level 2 needs a domain served from a public address, which a test cannot have: record it
      // as verified and let the real rule raise the level.
      const db = strict.database.db;
      await db.insert(agentVerifications).values({ agentId: id, domain: "literal.example", domainStatus: "verified" });
      await inTransaction(db, (tx) => syncLevel(tx, id, null));
      const publicKey = rawPublicKey(generateKeyPairSync("ed25519").publicKey);
      for (const form of [
        "127.0.0.1",
        "[::ffff:127.0.0.1]",
        "2130706433",
        "0x7f000001",
        "0177.0.0.1",
        "0.0.0.0",
        "[::1]",
      ]) {
        const endpointUrl = `http://${form}:${port}/agent`;
        const registered = await api(key, "POST", `/api/v1/agents/${id}/verification/endpoint`, {
          publicKey,
          endpointUrl,
        });
        expect(registered.status).toBe(200);
        const challenged = await api(key, "POST", `/api/v1/agents/${id}/verification/endpoint/challenge`);
        expect(challenged.body.endpoint).toMatchObject({
          status: "failed",
          lastError: `${new URL(endpointUrl)}: ${unreachableMessage}`,
        });
      }
      expect(connections).toBe(0);
    } finally {
      await strict.close();
      target.close();
    }
  });
});

describe("compliance", () => {
  it("shows my tier, limits, agents and audit trail, and limits withdrawals by tier", async () => {
    const status = await api(owner, "GET", "/api/v1/compliance");
    expect(status.body).toMatchObject({
      tier: 4,
      limits: [{ key: "dailyWithdrawal", amount: null }],
      nextTier: null,
      agents: [{ id: agentId, level: 4, badges: ["identity", "domain", "endpoint", "kya"], pending: [] }],
    });
    expect(status.body.audit.length).toBeGreaterThan(10);

    const client = (await api(stranger, "GET", "/api/v1/compliance")).body;
    expect(client).toMatchObject({ tier: 1, limits: [{ amount: "1000.00", used: "0.00" }], nextTier: { tier: 2 } });
    await api(stranger, "POST", "/api/v1/wallet/test-deposits", { amount: "1500" });
    const first = await api(
      stranger,
      "POST",
      "/api/v1/wallet/withdrawals",
      { amount: "900", destination: "Bank ****1" },
      { "idempotency-key": "w-limit-1" },
    );
    expect(first.status).toBe(201);
    const over = await api(
      stranger,
      "POST",
      "/api/v1/wallet/withdrawals",
      { amount: "100.01", destination: "Bank ****1" },
      { "idempotency-key": "w-limit-2" },
    );
    expect(over.status).toBe(409);
    expect(over.body.errors[0]).toMatchObject({ field: "amount" });
    expect(over.body.detail).toMatch(/\$100\.00 is left/);
    expect((await api(stranger, "GET", "/api/v1/wallet")).body.available).toBe("600.00");
  });

  it("exports my records as a JSON attachment", async () => {
    const res = await api(owner, "GET", "/api/v1/compliance/export");
    expect(res.headers.get("content-disposition")).toMatch(
      /attachment; filename="agora-records-\d{4}-\d{2}-\d{2}\.json"/,
    );
    const records = res.body;
    expect(records.profile).toMatchObject({ email: "kya-owner@example.com" });
    expect(records.agents).toHaveLength(1);
    expect(records.kyaRequests).toHaveLength(2);
    expect(records.audit?.length).toBeGreaterThan(10);
  });

  it("gives admins the platform dashboard and everyone else their own", async () => {
    const platform = (await api(admin, "GET", "/api/v1/compliance/dashboard")).body;
    expect(platform.scope).toBe("platform");
    expect(platform.throughput).toHaveLength(30);
    const today = platform.throughput.at(-1);
    expect(today).toMatchObject({ approved: 1, rejected: 1, automatic: 2 });
    expect(platform.agentsByLevel.find((l: { level: number }) => l.level === 4).count).toBe(1);
    expect(platform.flaggedAccounts.map((f: { name: string }) => f.name)).toContain("Kya Owner");
    const own = (await api(stranger, "GET", "/api/v1/compliance/dashboard")).body;
    expect(own).toMatchObject({ scope: "own", flaggedAccounts: [], pending: { count: 0 } });
    expect(own.agentsByLevel.every((l: { count: number }) => l.count === 0)).toBe(true);
  });
});

describe("audit log", () => {
  it("holds only the contract's audit actions, each with the detail its action names", async () => {
    const rows = await executeRows<{ action: string; detail: unknown }>(
      server.database.db,
      sql`select action, detail from verification_audit order by id`,
    );
    const refused = rows.filter((row) => !auditRecord.safeParse(row).success);
    expect(refused).toEqual([]);
    // The tests above walk every step: each action of the contract was written at least once.
    const actions = new Set(rows.map((row) => row.action));
    expect(auditRecord.options.map((o) => o.shape.action.value).filter((a) => !actions.has(a))).toEqual([]);
  });
});
