import { createServer, request, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, createTestDatabase, freePort, signIn, startTestServer, type TestServer } from "../../../test/harness";
import { devProviderPayloads } from "./auth.tables";
import { pruneDevProviderPayloads } from "./dev-provider-store";

// Two instances on one database behind a balancer that alternates every request between them, as
// HAProxy's round robin does: the browser's sign-in steps and the server's own code exchange with
// the development provider land on different instances, which share the provider's state.

let instances: TestServer[] = [];
let balancer: Server;
let balancerUrl: string;
const served = [0, 0];

beforeAll(async () => {
  const port = await freePort();
  balancerUrl = `http://127.0.0.1:${port}`;
  const database = await createTestDatabase();
  for (let i = 0; i < 2; i++) instances.push(await startTestServer({ PUBLIC_URL: balancerUrl }, database));
  let next = 0;
  balancer = createServer((req, res) => {
    const i = next++ % instances.length;
    served[i] = (served[i] ?? 0) + 1;
    const target = new URL(instances[i]?.baseUrl ?? "");
    const upstream = request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => balancer.listen(port, "127.0.0.1", resolve));
});

afterAll(async () => {
  await new Promise((resolve) => balancer?.close(resolve));
  await instances[0]?.app.close();
  await instances[1]?.close();
  instances = [];
});

describe("the development sign-in behind a balancer", () => {
  it("signs in when every step reaches another instance, and keeps the names typed", async () => {
    const { browser, finalUrl } = await signIn({ baseUrl: balancerUrl } as TestServer, {
      email: "Round.Robin@example.com",
      firstName: "Round",
      lastName: "Robin",
    });
    expect(finalUrl).not.toContain("signInError");
    expect(served[0]).toBeGreaterThan(2);
    expect(served[1]).toBeGreaterThan(2);
    for (let i = 0; i < 2; i++) {
      const me = await api(browser, "GET", "/api/auth/user");
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({ email: "round.robin@example.com", firstName: "Round", lastName: "Robin" });
    }
  });

  it("forgets sign-ins in progress once they expire, and keeps the accounts", async () => {
    const db = instances[0]?.database.db;
    if (!db) throw new Error("no instance");
    const before = await db.select().from(devProviderPayloads);
    expect(before.some((r) => r.model === "DevAccount")).toBe(true);
    expect(before.some((r) => r.expiresAt !== null)).toBe(true);
    const removed = await pruneDevProviderPayloads(db, new Date(Date.now() + 24 * 3600_000));
    const after = await db.select().from(devProviderPayloads);
    expect(removed).toBe(before.filter((r) => r.expiresAt !== null).length);
    expect(after.map((r) => r.model)).toEqual(before.filter((r) => r.expiresAt === null).map((r) => r.model));
  });
});
