/**
 * Forwarding headers through the real balancer (issue 30, item 1): HAProxy on deploy/haproxy.cfg in
 * front of a server that trusts exactly the balancer, as deploy/cluster.ts starts them. A client's
 * forged X-Forwarded-For must not give it a fresh per-IP budget, and a forged Host or
 * X-Forwarded-Host/-Proto must not change a URL the server builds (the development provider's
 * discovery document and every redirect of a sign-in).
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routeRules } from "../src/modules/rate-limits/rules";
import { freePort, inOneWindow, startTestServer, type TestServer } from "./harness";

const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));
const haproxyCfg = `${repoRoot}deploy/haproxy.cfg`;

/** What deploy/cluster.ts sets TRUST_PROXY to: the address HAProxy connects to the instances from. */
const balancerAddress = "127.0.0.1";

/** Hour-long windows: a test's requests are not split by a window's edge (inOneWindow waits one out). */
const windowMs = 3_600_000;
/** The per-IP mutation cap of this server, low enough to spend in a test. */
const ipMax = 20;

/** HAProxy is installed from Debian when missing (root, as in CI); without it the file is skipped here and fails on CI. */
function hasHaproxy(): boolean {
  if (spawnSync("haproxy", ["-v"], { stdio: "ignore" }).status === 0) return true;
  spawnSync("bash", [`${repoRoot}deploy/install-haproxy.sh`], { stdio: "inherit" });
  if (spawnSync("haproxy", ["-v"], { stdio: "ignore" }).status === 0) return true;
  const message = "haproxy is missing and deploy/install-haproxy.sh could not install it (it needs root)";
  if (process.env.CI) throw new Error(`${message}: CI must run the balancer test`);
  console.warn(`${message}: the forwarded-headers test is skipped`);
  return false;
}

/** Every forwarding header a client could send to claim another address, host or scheme. */
const forged = {
  host: "evil.example",
  "x-forwarded-host": "evil.example",
  "x-forwarded-proto": "https",
  "x-forwarded-port": "443",
  forwarded: "for=203.0.113.9;host=evil.example;proto=https",
  "x-real-ip": "203.0.113.9",
};

const letter = {
  name: "Ada Visitor",
  email: "ada@example.com",
  topic: "partnership",
  message: "We run a translation agency and would like to list twelve agents.",
};

let server: TestServer;
let balancer: ChildProcess;
let balancerPort: number;
/** The balancer's URL: the server's PUBLIC_URL, as in the cluster. */
let publicUrl: string;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/** One request to the balancer over node:http, which (unlike fetch) sends the Host header given. */
function send(path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const req = httpRequest(
      { host: "127.0.0.1", port: balancerPort, path, method: init.method ?? "GET", headers: init.headers },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          text += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(init.body);
  });
}

/** Starts HAProxy on `cfg` in front of the server's port and waits until it answers the health route. */
async function startBalancer(cfg: string, serverPort: number): Promise<ChildProcess> {
  const child = spawn("haproxy", ["-db", "-f", cfg], {
    env: { ...process.env, AGORA_CLUSTER_PORT: String(balancerPort), AGORA_PORT_1: String(serverPort) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`haproxy exited with ${child.exitCode}`);
    try {
      if ((await send("/api/performance/health")).status === 200) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill("SIGTERM");
  throw new Error("the balancer did not answer within 30 s");
}

/** Every string in a JSON value that is an absolute http(s) URL. */
function urlsIn(value: unknown): string[] {
  if (typeof value === "string") return /^https?:\/\//i.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(urlsIn);
  if (value && typeof value === "object") return Object.values(value).flatMap(urlsIn);
  return [];
}

/**
 * Signs in through the development provider with {@link forged} headers on every request, following
 * redirects by path through the balancer whatever host they name.
 * @returns every Location the server answered, in order, and the status the flow ended on.
 */
async function signInForged(): Promise<{ locations: string[]; last: Answer }> {
  const cookies = new Map<string, string>();
  const locations: string[] = [];
  /** {@link forged}, `extra`, and the cookies the flow holds. */
  const headersWith = (extra: Record<string, string> = {}): Record<string, string> => {
    const headers: Record<string, string> = { ...forged, ...extra };
    if (cookies.size > 0) headers.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    return headers;
  };
  const go = async (path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) => {
    let res = await send(path, { ...init, headers: headersWith(init.headers) });
    for (let hop = 0; hop < 20; hop++) {
      for (const line of res.headers["set-cookie"] ?? []) {
        const [pair = ""] = line.split(";");
        const eq = pair.indexOf("=");
        const value = pair.slice(eq + 1);
        if (value && !/expires=Thu, 01 Jan 1970/i.test(line)) cookies.set(pair.slice(0, eq), value);
        else cookies.delete(pair.slice(0, eq));
      }
      const location = res.headers.location;
      if (res.status < 300 || res.status >= 400 || !location) return res;
      locations.push(location);
      const next = new URL(location, publicUrl);
      res = await send(next.pathname + next.search, { headers: headersWith() });
    }
    throw new Error("more than 20 redirects");
  };
  const form = await go("/api/login");
  expect(form.status).toBe(200);
  const action = /<form method="post" action="([^"]+)"/.exec(form.text)?.[1]?.replace(/&amp;/g, "&");
  expect(action).toBeDefined();
  const last = await go(action as string, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: new URL(publicUrl).origin },
    body: new URLSearchParams({ email: "forger@example.com", firstName: "Fo", lastName: "Rger" }).toString(),
  });
  return { locations, last };
}

const runs = hasHaproxy();

describe.skipIf(!runs)("forwarding headers through HAProxy (deploy/haproxy.cfg)", () => {
  beforeAll(async () => {
    balancerPort = await freePort();
    publicUrl = `http://127.0.0.1:${balancerPort}`;
    server = await startTestServer({
      PUBLIC_URL: publicUrl,
      TRUST_PROXY: balancerAddress,
      RATE_LIMIT_WINDOW_MS: String(windowMs),
      RATE_LIMIT_IP_MAX: String(ipMax),
    });
    balancer = await startBalancer(haproxyCfg, server.config.port);
  }, 120_000);
  afterAll(async () => {
    if (balancer && balancer.exitCode === null) {
      const exited = new Promise((r) => balancer.once("exit", r));
      balancer.kill("SIGTERM");
      await exited;
    }
    await server?.close();
  });

  it("keeps the development provider's discovery document on PUBLIC_URL whatever Host and X-Forwarded-* say", async () => {
    const res = await send("/oidc/.well-known/openid-configuration", { headers: forged });
    expect(res.status).toBe(200);
    const document = JSON.parse(res.text) as Record<string, unknown>;
    const urls = urlsIn(document);
    expect(urls).toContain(`${publicUrl}/oidc`);
    expect(document.authorization_endpoint).toBe(`${publicUrl}/oidc/auth`);
    for (const url of urls) expect(url.startsWith(`${publicUrl}/oidc`), url).toBe(true);
  });

  it("keeps every redirect of a sign-in and Agora's agent card on PUBLIC_URL with forged headers", async () => {
    const { locations, last } = await signInForged();
    // /api/login → provider → form; form → resume → callback → the app, signed in.
    expect(locations.some((l) => new URL(l, publicUrl).pathname === "/api/callback")).toBe(true);
    expect(locations.at(-1)).not.toMatch(/signInError/);
    expect(last.status).toBe(200);
    for (const location of locations) expect(new URL(location, publicUrl).origin, location).toBe(publicUrl);

    const card = await send("/.well-known/agent-card.json", { headers: forged });
    expect(card.status).toBe(200);
    const cardUrls = urlsIn(JSON.parse(card.text));
    expect(cardUrls.length).toBeGreaterThan(0);
    for (const url of cardUrls.filter((u) => !u.startsWith("https://a2a-protocol.org")))
      expect(new URL(url).origin, url).toBe(publicUrl);
  });

  it(
    `refuses the ${routeRules.contact.max + 1}th contact message even when each names another X-Forwarded-For`,
    ...inOneWindow(windowMs, 30_000, async () => {
      const statuses: number[] = [];
      for (let i = 0; i <= routeRules.contact.max; i++) {
        const res = await fetch(`${publicUrl}/api/v1/contact-messages`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": `203.0.113.${i + 1}` },
          body: JSON.stringify(letter),
        });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([...Array(routeRules.contact.max).fill(201), 429]);
    }),
  );

  // Last: it spends the whole per-IP budget of the address every request here comes from.
  it(
    `refuses mutations past the per-IP cap (${ipMax}) even when each names another X-Forwarded-For`,
    ...inOneWindow(windowMs, 30_000, async () => {
      const statuses: number[] = [];
      for (let i = 0; i <= ipMax; i++) {
        const res = await fetch(`${publicUrl}/api/analytics/pageviews`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${i + 1}` },
          body: JSON.stringify({ path: "/x" }),
        });
        statuses.push(res.status);
      }
      // Earlier tests spent part of the budget: some page views pass, then every one is refused.
      const firstRefused = statuses.indexOf(429);
      expect(firstRefused).toBeGreaterThanOrEqual(0);
      expect(statuses.slice(0, firstRefused).every((s) => s === 204)).toBe(true);
      expect(statuses.slice(firstRefused).every((s) => s === 429)).toBe(true);
    }),
  );
});
