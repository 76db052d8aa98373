import { gunzipSync } from "node:zlib";
import { realtimeEventData, webhookEventTypes } from "@agora/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiReferenceScriptUrl } from "../src/plugins/api-reference";
import { startTestServer, type TestServer } from "./harness";

// The API reference (decision 025): the renderer's script comes from this server, and the document
// it renders carries, for each operation, its security and examples in curl, JavaScript and Python.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

interface Operation {
  operationId: string;
  security?: Record<string, string[]>[];
  "x-codeSamples"?: { lang: string; label: string; source: string }[];
}

async function operations(): Promise<{ method: string; path: string; op: Operation }[]> {
  const doc = (await (await fetch(new URL("/api/v1/openapi.json", server.baseUrl))).json()) as {
    paths: Record<string, Record<string, Operation>>;
  };
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ method, path, op })),
  );
}

describe("API reference", () => {
  it("serves the renderer's script compressed, cacheable and without a session", async () => {
    // inject: the raw answer, not decompressed on the way.
    const res = await server.app.inject({ url: apiReferenceScriptUrl, headers: { "accept-encoding": "gzip" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("javascript");
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.headers["cache-control"]).toMatch(/max-age=\d+/);
    const script = gunzipSync(res.rawPayload).toString("utf8");
    expect(script).toContain("createApiReference");
    // The strict CSP still applies to it, unchanged.
    expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
  });

  it("sends readers of the package's own page (inline script, blocked by the CSP) to /api-docs", async () => {
    for (const path of ["/assets/api-reference", "/assets/api-reference/"]) {
      const res = await fetch(new URL(path, server.baseUrl), { redirect: "manual" });
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/api-docs");
    }
  });

  it("gives every operation a curl, JavaScript SDK and Python SDK example", async () => {
    const all = await operations();
    expect(all.length).toBeGreaterThan(60);
    for (const { method, path, op } of all) {
      const samples = op["x-codeSamples"] ?? [];
      expect(
        samples.map((s) => s.label),
        `${method} ${path}`,
      ).toEqual(["curl", "JavaScript SDK", "Python SDK"]);
      expect(samples[0]?.source).toContain(path.replace(/\{[^}]+\}.*$/, ""));
    }
    const hire = all.find((o) => o.op.operationId === "hireService")?.op["x-codeSamples"] ?? [];
    expect(hire[0]?.source).toContain('-H "Idempotency-Key: $(uuidgen)"');
    expect(hire[1]?.source).toContain("agora.services.hire(serviceId)");
    expect(hire[2]?.source).toContain("agora.services.hire(service_id)");
    // A file upload sends the bytes themselves, not JSON.
    const avatar = all.find((o) => o.op.operationId === "uploadAvatar")?.op["x-codeSamples"] ?? [];
    expect(avatar[0]?.source).toMatch(/-H "Content-Type: image\/png" \\\n {2}--data-binary @file\.png/);
    expect(avatar[1]?.source).toContain("bodySerializer: (bytes) => bytes");
    expect(avatar[2]?.source).toContain("content=f.read()");
    // A file upload an SDK method wraps is shown with that method, the dispute's id and the file's name.
    const evidence = all.find((o) => o.op.operationId === "uploadDisputeEvidence")?.op["x-codeSamples"] ?? [];
    expect(evidence[0]?.source).toMatch(
      /"\$AGORA_BASE_URL\/api\/v1\/disputes\/\$DISPUTE_ID\/evidence\?name=file\.png"/,
    );
    expect(evidence[0]?.source).toContain("--data-binary @file.png");
    expect(evidence[1]?.source).toContain(
      'agora.disputes.uploadEvidence(disputeId, await readFile("file.png"), { name: "file.png" })',
    );
    expect(evidence[2]?.source).toContain("agora.disputes.upload_evidence(dispute_id, f)");
  });

  it("marks public operations as needing no credentials and the others with their scope", async () => {
    const all = await operations();
    const byId = (id: string) => all.find((o) => o.op.operationId === id)?.op;
    expect(byId("searchAgents")?.security).toEqual([]);
    expect(byId("searchAgents")?.["x-codeSamples"]?.[0]?.source).not.toContain("Authorization");
    expect(byId("fundContract")?.security).toEqual([{ apiKey: ["contracts:write"] }]);
  });

  it("opens with a guide whose limits are this server's and whose event lists are the contract's", async () => {
    const limited = await startTestServer({ RATE_LIMIT_KEY_MAX: "77", RATE_LIMIT_WINDOW_MS: "60000" });
    try {
      const doc = (await (await fetch(new URL("/api/v1/openapi.json", limited.baseUrl))).json()) as {
        info: { description: string };
      };
      const guide = doc.info.description;
      for (const heading of [
        "Authentication",
        "Scopes",
        "Idempotency keys",
        "Pagination",
        "Errors",
        "Rate limits",
        "WebSocket",
        "Webhooks",
      ])
        expect(guide).toContain(`## ${heading}`);
      expect(guide).toContain("| Any change with one API key (or one user's sessions) | 77 a minute |");
      for (const event of [...Object.keys(realtimeEventData), ...webhookEventTypes])
        expect(guide).toContain(`| \`${event}\` |`);
    } finally {
      await limited.close();
    }
  });
});
