import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createServer } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";
import { CookieJar } from "tough-cookie";
import { inject } from "vitest";
import { buildApp } from "../src/app";
import { type Config, loadConfig } from "../src/config";
import { type Database, openDatabase } from "../src/db/client";
import { databaseUrl, withDatabase } from "./postgres-admin";

declare module "vitest" {
  interface ProvidedContext {
    /** PGlite runs: a migrated data-dir dump every test file loads (initdb once, not per file). */
    pgliteTemplatePath: string;
    /** PostgreSQL runs: a migrated template database every test file copies. */
    pgTemplateDatabase: string;
  }
}

/** A tiny built web app, so SPA fallback can be tested without building apps/web. */
export const fixtureWebDist = fileURLToPath(new URL("./fixtures/web-dist", import.meta.url));

/**
 * A private, migrated database for one test file: a copy of the run's PGlite dump, or a new
 * PostgreSQL database cloned from the run's template when DATABASE_URL is set.
 */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dump = await readFile(inject("pgliteTemplatePath"));
    return openDatabase({ kind: "pglite", loadDataDir: new Blob([dump]) });
  }
  const name = `agora_t${randomBytes(4).toString("hex")}_${process.ppid}_${Date.now()}`;
  const template = inject("pgTemplateDatabase");
  await withDatabase(url, (sql) => sql.unsafe(`create database "${name}" template "${template}"`));
  const database = await openDatabase({ kind: "postgres", url: databaseUrl(url, name), poolMax: 4 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await withDatabase(url, (sql) => sql.unsafe(`drop database if exists "${name}" with (force)`));
    },
  };
}

/** A TCP port free on 127.0.0.1 right now (for servers a test starts itself). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/**
 * Waits until the current fixed rate-limit window (aligned to multiples of `windowMs` since the
 * epoch, as the stores count) has at least `neededMs` left, so a test's requests all land in one
 * window instead of being split by a window edge.
 */
async function awayFromWindowEdge(windowMs: number, neededMs: number): Promise<void> {
  const leftMs = windowMs - (Date.now() % windowMs);
  if (leftMs < neededMs) await sleep(leftMs + 100);
}

/**
 * A test or hook body that runs within one rate-limit window, and its timeout: `body` starts once
 * the window has `neededMs` left (it may wait that long first), and the timeout is that wait on
 * top of the usual 30 s. Spread it into the call: `it(name, ...inOneWindow(60_000, 30_000, body))`.
 * @param windowMs the window length in ms.
 * @param neededMs how long the body needs, in ms (< `windowMs`).
 */
export function inOneWindow(
  windowMs: number,
  neededMs: number,
  body: () => Promise<void>,
): [() => Promise<void>, number] {
  return [
    async () => {
      await awayFromWindowEdge(windowMs, neededMs);
      await body();
    },
    neededMs + 30_000,
  ];
}

/** A running server on 127.0.0.1 with its own database, and what tests need to drive it. */
export interface TestServer {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** `http://127.0.0.1:<port>`, also the server's PUBLIC_URL. */
  baseUrl: string;
  /** Every log line the server wrote, parsed. */
  logs: Record<string, unknown>[];
  close(): Promise<void>;
}

/**
 * Starts a real server (real HTTP, development OpenID provider) on a free port.
 * @param env extra environment variables, e.g. `{ADMIN_EMAILS: "boss@x.test"}`.
 * @param database an open, migrated database to use (closed with the server); defaults to a fresh
 *   per-file test database (only inside Vitest).
 */
export async function startTestServer(env: Record<string, string> = {}, database?: Database): Promise<TestServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: "test",
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: "info",
    WEB_DIST_DIR: fixtureWebDist,
    // The events bus follows the run (`EVENTS_BUS=nats npx vitest …`), as the database does.
    ...(process.env.EVENTS_BUS ? { EVENTS_BUS: process.env.EVENTS_BUS } : {}),
    ...(process.env.NATS_URL ? { NATS_URL: process.env.NATS_URL } : {}),
    ...env,
  });
  database ??= await createTestDatabase();
  const logs: Record<string, unknown>[] = [];
  const logStream = {
    write(chunk: string) {
      logs.push(JSON.parse(chunk) as Record<string, unknown>);
      return true;
    },
  } as unknown as NodeJS.WritableStream;
  const app = await buildApp({ config, database, logStream });
  await app.listen({ port, host: "127.0.0.1" });
  return {
    app,
    database,
    config,
    baseUrl,
    logs,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** A browser-like HTTP client: a cookie jar, manual redirects, and the site's Origin on mutations. */
export class Browser {
  readonly jar = new CookieJar();
  readonly #baseUrl: string;

  /** @param baseUrl the server's base URL; relative paths are resolved against it. */
  constructor(baseUrl: string) {
    this.#baseUrl = baseUrl;
  }

  /** One request without following redirects; stores cookies it sets. */
  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const url = new URL(path, this.#baseUrl).href;
    const headers = new Headers(init.headers);
    const cookie = await this.jar.getCookieString(url);
    if (cookie) headers.set("cookie", cookie);
    const method = (init.method ?? "GET").toUpperCase();
    if (!["GET", "HEAD"].includes(method) && !headers.has("origin"))
      headers.set("origin", new URL(this.#baseUrl).origin);
    const res = await fetch(url, { ...init, headers, redirect: "manual" });
    for (const c of res.headers.getSetCookie()) await this.jar.setCookie(c, url);
    return res;
  }

  /** Follows redirects like a browser (GET after 302/303) and returns the final response and URL. */
  async navigate(path: string, init: RequestInit = {}): Promise<{ res: Response; url: string; hops: string[] }> {
    let url = new URL(path, this.#baseUrl).href;
    let res = await this.fetch(url, init);
    const hops = [url];
    for (let i = 0; i < 20 && res.status >= 300 && res.status < 400; i++) {
      const location = res.headers.get("location");
      if (!location) break;
      url = new URL(location, url).href;
      hops.push(url);
      res = await this.fetch(url);
    }
    return { res, url, hops };
  }

  /** Cookie value by name for the site, or undefined. */
  async cookie(name: string): Promise<string | undefined> {
    const cookies = await this.jar.getCookies(this.#baseUrl);
    return cookies.find((c) => c.key === name)?.value;
  }
}

/** What the development provider's form is filled with. */
export interface DevIdentity {
  email: string;
  firstName?: string;
  lastName?: string;
}

/**
 * Signs in through the real flow: /api/login → provider form → POST form → /api/callback → app.
 * @returns the browser (now holding the session cookie) and the URL the flow ended on.
 */
export async function signIn(
  server: TestServer,
  identity: DevIdentity,
  returnTo?: string,
): Promise<{ browser: Browser; finalUrl: string }> {
  const browser = new Browser(server.baseUrl);
  const login = `/api/login${returnTo === undefined ? "" : `?returnTo=${encodeURIComponent(returnTo)}`}`;
  const form = await browser.navigate(login);
  if (form.res.status !== 200) throw new Error(`sign-in form: ${form.res.status} at ${form.url}`);
  const html = await form.res.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error("sign-in form has no action");
  const body = new URLSearchParams({
    email: identity.email,
    firstName: identity.firstName ?? "",
    lastName: identity.lastName ?? "",
  });
  const done = await browser.navigate(action.replace(/&amp;/g, "&"), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body,
  });
  return { browser, finalUrl: done.url };
}

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON answers and assert their shape.
type Json = any;

/** Sends `body` as JSON (content type only with a body) and parses the answer. */
export async function api(
  client: Browser | { baseUrl: string; bearer?: string },
  method: string,
  path: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<{ status: number; body: Json; headers: Headers }> {
  const headers: Record<string, string> = { ...extraHeaders };
  if (body !== undefined) headers["content-type"] = "application/json";
  const init: RequestInit = { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) };
  let res: Response;
  if (client instanceof Browser) {
    res = await client.fetch(path, init);
  } else {
    if (client.bearer) headers.authorization = `Bearer ${client.bearer}`;
    res = await fetch(new URL(path, client.baseUrl), init);
  }
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers };
}
