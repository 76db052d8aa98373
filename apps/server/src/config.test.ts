import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
}

describe("loadConfig", () => {
  it("starts a fresh machine on the embedded database with development sign-in on port 5000", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: "development",
      port: 5000,
      publicUrl: "http://localhost:5000",
      dataDir: "./data",
      databaseUrl: undefined,
      oidc: undefined,
      seedDemo: true,
    });
    expect([...config.adminEmails]).toEqual(["admin@agora.local"]);
    expect([...config.allowedOrigins]).toEqual(["http://localhost:5000", "http://localhost:5173"]);
  });

  it("reads the production path: external issuer, admins, public URL", () => {
    const config = loadConfig({
      NODE_ENV: "production",
      PUBLIC_URL: "https://agora.example/",
      OIDC_ISSUER: "https://id.example",
      OIDC_CLIENT_ID: "agora",
      WEBHOOK_SECRETS_KEY: "k".repeat(32),
      OIDC_CLIENT_SECRET: "s3cret",
      SESSION_SECRET: "x".repeat(40),
      ADMIN_EMAILS: "A@Example.com, b@example.com",
      DATABASE_URL: "postgres://db/agora",
    });
    expect(config.publicUrl).toBe("https://agora.example");
    expect(config.oidc).toEqual({ issuer: "https://id.example", clientId: "agora", clientSecret: "s3cret" });
    expect([...config.adminEmails]).toEqual(["a@example.com", "b@example.com"]);
    expect(config.databaseUrl).toBe("postgres://db/agora");
    expect(config.seedDemo).toBe(false);
    // KYA checks never call private addresses in production (decision 016).
    expect(config.verification).toMatchObject({ allowPrivate: false, domainPort: undefined, timeoutMs: 5000 });
  });

  it("treats empty variables as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "" })).toMatchObject({ port: 5000, databaseUrl: undefined });
  });

  it.each([
    [{ PORT: "abc" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ PUBLIC_URL: "ftp://x" }, "PUBLIC_URL"],
    [{ NODE_ENV: "staging" }, "NODE_ENV"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
    [{ SESSION_SECRET: "short" }, "SESSION_SECRET"],
    [{ TRUST_PROXY: "yes" }, "TRUST_PROXY"],
    [{ OIDC_ISSUER: "https://id.example" }, "OIDC_CLIENT_ID"],
    [{ NODE_ENV: "production", SESSION_SECRET: "x".repeat(32) }, "OIDC_ISSUER"],
    [{ NODE_ENV: "production", VERIFICATION_ALLOW_PRIVATE: "true" }, "VERIFICATION_ALLOW_PRIVATE"],
    [{ NODE_ENV: "production", VERIFICATION_RESOLVE: "a.test=127.0.0.1" }, "VERIFICATION_RESOLVE"],
    [{ VERIFICATION_RESOLVE: "a.test" }, "VERIFICATION_RESOLVE"],
    [{ EMBEDDINGS_URL: "https://embed.example/v1" }, "EMBEDDINGS_MODEL"],
    [{ EMBEDDINGS_MODEL: "text-embedding-3-small" }, "EMBEDDINGS_URL"],
    [{ EMBEDDINGS_URL: "file:///etc/passwd", EMBEDDINGS_MODEL: "m" }, "EMBEDDINGS_URL"],
    [{ LLM_URL: "https://llm.example/v1" }, "LLM_MODEL"],
    [{ LLM_MODEL: "gpt-4o-mini" }, "LLM_URL"],
    [{ LLM_URL: "file:///etc/passwd", LLM_MODEL: "m" }, "LLM_URL"],
    [{ LLM_URL: "https://llm.example/v1", LLM_MODEL: "m", LLM_TIMEOUT_MS: "soon" }, "LLM_TIMEOUT_MS"],
    [{ LLM_URL: "https://llm.example/v1", LLM_MODEL: "m", LLM_ALLOW_PRIVATE: "yes" }, "LLM_ALLOW_PRIVATE"],
    [{ LLM_URL: "https://llm.example/v1", LLM_MODEL: "m", LLM_CALLS_PER_MINUTE: "-1" }, "LLM_CALLS_PER_MINUTE"],
    [{ LLM_URL: "https://llm.example/v1", LLM_MODEL: "m", LLM_CALLS_PER_MINUTE: "many" }, "LLM_CALLS_PER_MINUTE"],
    [{ SMTP_URL: "http://mail.example" }, "SMTP_URL"],
    [{ SMTP_URL: "smtp://mail.example", SMTP_FROM: "no address" }, "SMTP_FROM"],
    [{ SMTP_URL: "smtp://mail.example", SMTP_FROM: "a@b.example\r\nBcc: x@y.example" }, "SMTP_FROM"],
    [{ SMTP_URL: "smtp://mail.example", SMTP_MAX_ATTEMPTS: "0" }, "SMTP_MAX_ATTEMPTS"],
    [{ SMTP_URL: "smtp://mail.example", SMTP_RETRY_BASE_MS: "soon" }, "SMTP_RETRY_BASE_MS"],
  ])("rejects %o naming %s", (env, name) => {
    const problems = problemsOf(env as Record<string, string>);
    expect(problems.some((p) => p.startsWith(`${name}:`))).toBe(true);
  });

  it("listens on 127.0.0.1 by default with the development sign-in, on 0.0.0.0 with an external issuer", () => {
    expect(loadConfig({}).host).toBe("127.0.0.1");
    const external = { OIDC_ISSUER: "https://id.example", OIDC_CLIENT_ID: "agora" };
    expect(loadConfig(external).host).toBe("0.0.0.0");
    expect(loadConfig({ ...external, HOST: "10.0.0.5" }).host).toBe("10.0.0.5");
    for (const host of ["localhost", "127.0.0.1", "127.1.2.3", "::1"])
      expect(loadConfig({ HOST: host }).host).toBe(host);
  });

  it("refuses the development sign-in on a network address unless DEV_LOGIN_ON_NETWORK=true", () => {
    for (const host of ["0.0.0.0", "::", "192.168.1.20"]) {
      const problems = problemsOf({ HOST: host });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^HOST: .*DEV_LOGIN_ON_NETWORK=true/);
    }
    expect(problemsOf({ HOST: "0.0.0.0", DEV_LOGIN_ON_NETWORK: "false" })[0]).toMatch(/^HOST:/);
    expect(loadConfig({ HOST: "0.0.0.0", DEV_LOGIN_ON_NETWORK: "true" })).toMatchObject({
      host: "0.0.0.0",
      devLoginOnNetwork: true,
    });
    expect(problemsOf({ DEV_LOGIN_ON_NETWORK: "maybe" })[0]).toMatch(/^DEV_LOGIN_ON_NETWORK:/);
  });

  it("requires the webhook secrets' key in production, from the environment or a file", () => {
    const production = {
      NODE_ENV: "production",
      OIDC_ISSUER: "https://id.example",
      OIDC_CLIENT_ID: "agora",
      SESSION_SECRET: "x".repeat(40),
    };
    expect(problemsOf(production)).toEqual([
      "WEBHOOK_SECRETS_KEY: (or WEBHOOK_SECRETS_KEY_FILE) is required in production",
    ]);
    expect(problemsOf({ ...production, WEBHOOK_SECRETS_KEY: "short" })[0]).toMatch(/^WEBHOOK_SECRETS_KEY:/);
    expect(loadConfig({ ...production, WEBHOOK_SECRETS_KEY: "k".repeat(32) }).webhooks.secretsKey).toBe("k".repeat(32));
    const dir = mkdtempSync(join(tmpdir(), "agora-key-"));
    const file = join(dir, "webhook-key");
    writeFileSync(file, `${"f".repeat(40)}\n`);
    expect(loadConfig({ ...production, WEBHOOK_SECRETS_KEY_FILE: file }).webhooks.secretsKey).toBe("f".repeat(40));
    expect(problemsOf({ ...production, WEBHOOK_SECRETS_KEY_FILE: join(dir, "missing") })).toEqual([
      "WEBHOOK_SECRETS_KEY_FILE: cannot be read (ENOENT)",
    ]);
    expect(problemsOf({ ...production, WEBHOOK_SECRETS_KEY_FILE: file, WEBHOOK_SECRETS_KEY: "k".repeat(32) })).toEqual([
      "WEBHOOK_SECRETS_KEY_FILE: set it or WEBHOOK_SECRETS_KEY, not both",
    ]);
    // Outside production the key is generated and kept in the database, as before.
    expect(loadConfig({}).webhooks.secretsKey).toBeUndefined();
  });

  it("keeps test funds off in production whatever the database, and refuses TEST_FUNDS=true there", () => {
    const production = {
      NODE_ENV: "production",
      OIDC_ISSUER: "https://id.example",
      OIDC_CLIENT_ID: "agora",
      WEBHOOK_SECRETS_KEY: "k".repeat(32),
      SESSION_SECRET: "x".repeat(40),
    };
    expect(loadConfig(production).testFunds).toBe(false); // embedded database
    expect(loadConfig({ ...production, DATABASE_URL: "postgres://db/agora" }).testFunds).toBe(false);
    expect(loadConfig({ ...production, TEST_FUNDS: "false" }).testFunds).toBe(false);
    expect(problemsOf({ ...production, TEST_FUNDS: "true" })).toEqual(["TEST_FUNDS: is refused in production"]);
    expect(loadConfig({}).testFunds).toBe(true);
    expect(loadConfig({ DATABASE_URL: "postgres://db/agora" }).testFunds).toBe(true);
    expect(loadConfig({ TEST_FUNDS: "false" }).testFunds).toBe(false);
  });

  it("reads a replica only beside a PostgreSQL primary, at most a second behind unless told otherwise", () => {
    expect(loadConfig({}).databaseReplica).toBeUndefined();
    const replica = "postgres://standby/agora";
    expect(loadConfig({ DATABASE_URL: "postgres://db/agora", DATABASE_REPLICA_URL: replica }).databaseReplica).toEqual({
      url: replica,
      maxLagMs: 1000,
    });
    expect(
      loadConfig({
        DATABASE_URL: "postgres://db/agora",
        DATABASE_REPLICA_URL: replica,
        DATABASE_REPLICA_MAX_LAG_MS: "250",
      }).databaseReplica?.maxLagMs,
    ).toBe(250);
    expect(problemsOf({ DATABASE_REPLICA_URL: replica })).toEqual([
      "DATABASE_REPLICA_URL: needs DATABASE_URL (the primary it replicates); the embedded database has no replica",
    ]);
  });

  it("turns semantic relevance on only with an embeddings URL and model, private hosts refused in production", () => {
    expect(loadConfig({}).embeddings).toBeUndefined();
    const dev = loadConfig({ EMBEDDINGS_URL: "http://127.0.0.1:11434/v1", EMBEDDINGS_MODEL: "nomic-embed-text" });
    expect(dev.embeddings).toMatchObject({ model: "nomic-embed-text", allowPrivate: true, timeoutMs: 1500 });
    const production = {
      NODE_ENV: "production",
      SESSION_SECRET: "x".repeat(32),
      OIDC_ISSUER: "https://id.example",
      OIDC_CLIENT_ID: "agora",
      WEBHOOK_SECRETS_KEY: "k".repeat(32),
      EMBEDDINGS_URL: "https://api.openai.com/v1",
      EMBEDDINGS_MODEL: "text-embedding-3-small",
    };
    expect(loadConfig(production).embeddings?.allowPrivate).toBe(false);
    expect(loadConfig({ ...production, EMBEDDINGS_ALLOW_PRIVATE: "true" }).embeddings?.allowPrivate).toBe(true);
  });

  it("sends email only with SMTP_URL, from no-reply at the public host unless SMTP_FROM says otherwise", () => {
    expect(loadConfig({}).smtp).toBeUndefined();
    expect(
      loadConfig({ SMTP_URL: "smtp://user:pass@mail.example:587", PUBLIC_URL: "https://agora.example" }).smtp,
    ).toEqual({
      url: "smtp://user:pass@mail.example:587",
      from: "Agora <no-reply@agora.example>",
      maxAttempts: 8,
      retryBaseMs: 30_000,
    });
    const own = { SMTP_URL: "smtps://mail.example:465", SMTP_FROM: "Ops <ops@example.com>", SMTP_MAX_ATTEMPTS: "3" };
    expect(loadConfig(own).smtp).toMatchObject({ from: "Ops <ops@example.com>", maxAttempts: 3 });
  });

  it("turns the support chat's phrasing on only with an LLM URL and model, private hosts refused in production", () => {
    expect(loadConfig({}).llm).toBeUndefined();
    const dev = loadConfig({ LLM_URL: "http://127.0.0.1:11434/v1", LLM_MODEL: "llama3.2" });
    expect(dev.llm).toMatchObject({ model: "llama3.2", apiKey: undefined, allowPrivate: true, timeoutMs: 20_000 });
    expect(dev.llm?.url.href).toBe("http://127.0.0.1:11434/v1");
    const production = {
      NODE_ENV: "production",
      SESSION_SECRET: "x".repeat(32),
      OIDC_ISSUER: "https://id.example",
      OIDC_CLIENT_ID: "agora",
      WEBHOOK_SECRETS_KEY: "k".repeat(32),
      LLM_URL: "https://api.openai.com/v1",
      LLM_MODEL: "gpt-4o-mini",
      LLM_API_KEY: "sk-test",
      LLM_TIMEOUT_MS: "5000",
    };
    expect(loadConfig(production).llm).toMatchObject({
      apiKey: "sk-test",
      allowPrivate: false,
      timeoutMs: 5000,
      callsPerMinuteMax: 60,
    });
    expect(loadConfig({ ...production, LLM_CALLS_PER_MINUTE: "0" }).llm?.callsPerMinuteMax).toBe(0);
    expect(loadConfig({ ...production, LLM_ALLOW_PRIVATE: "true" }).llm?.allowPrivate).toBe(true);
    // The key alone turns nothing on.
    expect(loadConfig({ LLM_API_KEY: "sk-test" }).llm).toBeUndefined();
  });

  it("trusts X-Forwarded-* from no proxy by default, from the proxies named, or from every hop with true", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "0" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: "127.0.0.1" }).trustProxy).toEqual(["127.0.0.1"]);
    expect(loadConfig({ TRUST_PROXY: " 10.0.0.5, 10.1.0.0/16 ,::1,fd00::/8" }).trustProxy).toEqual([
      "10.0.0.5",
      "10.1.0.0/16",
      "::1",
      "fd00::/8",
    ]);
    for (const bad of ["yes", "10.0.0.300", "10.0.0.0/33", "::1/129", "10.0.0.0/8/8", "proxy.example", ",", "-1"])
      expect(problemsOf({ TRUST_PROXY: bad }), bad).toEqual([
        expect.stringMatching(/^TRUST_PROXY: must be "false", the proxies' addresses or CIDR ranges/),
      ]);
    // Fastify 5 trusts nobody for a hop count: every client would share the proxy's address.
    for (const hops of ["1", "2"])
      expect(problemsOf({ TRUST_PROXY: hops })).toEqual([
        expect.stringMatching(/^TRUST_PROXY: a hop count cannot tell the proxy from a client/),
      ]);
  });

  it("lists every bad variable at once", () => {
    const problems = problemsOf({ PORT: "x", LOG_LEVEL: "loud" });
    expect(problems.map((p) => p.split(":")[0]).sort()).toEqual(["LOG_LEVEL", "PORT"]);
  });
});

describe("server start with a bad configuration", () => {
  it("stops with exit code 1 and a message naming the variable", async () => {
    const entry = fileURLToPath(new URL("./server.ts", import.meta.url));
    const child = spawn(process.execPath, ["--import", "tsx", entry], {
      env: { ...process.env, PORT: "not-a-port", DATABASE_URL: "" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (d: Buffer) => {
      stderr += d.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
    expect(code).toBe(1);
    expect(stderr).toContain("Invalid configuration");
    expect(stderr).toMatch(/PORT: must be a port number/);
  });
});
