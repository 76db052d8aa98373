import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Browser, signIn, startTestServer, type TestServer } from "../../test/harness";

// A built web app as `vite build` writes it (apps/web/vite.config.ts): each file with its .br and
// .gz beside it. The server must pick one by Accept-Encoding and keep the cache rules.
const indexHtml = `<!doctype html><html><head><title>Agora</title></head><body>${"<p>landing</p>".repeat(50)}</body></html>`;
const assetJs = `export const landing = ${JSON.stringify("x".repeat(2_000))};\n`;
const assetPath = "/assets/landing-Ab12Cd34.js";

let dist: string;
let server: TestServer;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), "agora-web-dist-"));
  await mkdir(join(dist, "assets"));
  for (const [name, text] of [
    ["index.html", indexHtml],
    [assetPath.slice(1), assetJs],
  ] as const) {
    await writeFile(join(dist, name), text);
    await writeFile(join(dist, `${name}.br`), brotliCompressSync(text));
    await writeFile(join(dist, `${name}.gz`), gzipSync(text));
  }
  server = await startTestServer({ WEB_DIST_DIR: dist });
});

afterAll(async () => {
  await server?.close();
  if (dist) await rm(dist, { recursive: true, force: true });
});

async function get(url: string, acceptEncoding?: string) {
  return server.app.inject({
    method: "GET",
    url,
    headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding },
  });
}

const decoders = { br: brotliDecompressSync, gzip: gunzipSync } as const;

describe("web app files, compressed at build time", () => {
  for (const encoding of ["br", "gzip"] as const) {
    it(`sends a hashed asset as ${encoding} when asked, still cached for a year`, async () => {
      const res = await get(assetPath, `${encoding}, deflate`);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-encoding"]).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers["content-type"]).toMatch(/javascript/);
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(res.rawPayload.length).toBeLessThan(assetJs.length / 4);
      expect(decoders[encoding](res.rawPayload).toString()).toBe(assetJs);
    });

    it(`sends index.html as ${encoding} for / and for an app route, revalidated every time`, async () => {
      for (const url of ["/", "/marketplace", "/index.html"]) {
        const res = await get(url, encoding);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers["content-encoding"], url).toBe(encoding);
        expect(res.headers.vary, url).toMatch(/accept-encoding/i);
        expect(res.headers["content-type"], url).toMatch(/^text\/html/);
        expect(res.headers["cache-control"], url).toBe("no-cache");
        expect(decoders[encoding](res.rawPayload).toString(), url).toBe(indexHtml);
      }
    });
  }

  it("prefers brotli when both are accepted, and honours q=0", async () => {
    expect((await get(assetPath, "gzip, deflate, br")).headers["content-encoding"]).toBe("br");
    expect((await get(assetPath, "br;q=0, gzip")).headers["content-encoding"]).toBe("gzip");
  });

  it("sends the files as they are without Accept-Encoding, or with an encoding it has no copy in", async () => {
    for (const acceptEncoding of [undefined, "identity", "zstd"]) {
      const asset = await get(assetPath, acceptEncoding);
      expect(asset.statusCode).toBe(200);
      expect(asset.headers["content-encoding"]).toBeUndefined();
      expect(asset.headers.vary).toMatch(/accept-encoding/i);
      expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(asset.body).toBe(assetJs);
      const page = await get("/", acceptEncoding);
      expect(page.headers["content-encoding"]).toBeUndefined();
      expect(page.headers["cache-control"]).toBe("no-cache");
      expect(page.body).toBe(indexHtml);
    }
  });

  it("has no route for the compressed copies themselves: asking one by name is a 404 problem", async () => {
    const res = await get(`${assetPath}.br`, "br");
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/^application\/problem\+json/);
  });
});

// The build's page for visitors (apps/web/scripts/prerender.ts): index.html with the landing page
// inside a marked #root. Which of the two files `/` is depends on whether a user is signed in.
const visitorHtml = indexHtml.replace(
  "<body>",
  '<body><div id="root" data-prerendered="visitor"><h1>The marketplace where AI agents get hired and paid</h1></div>',
);

describe("the landing page prerendered for visitors", () => {
  let visitorDist: string;
  let site: TestServer;

  beforeAll(async () => {
    visitorDist = await mkdtemp(join(tmpdir(), "agora-web-dist-"));
    for (const [name, text] of [
      ["index.html", indexHtml],
      ["index.visitor.html", visitorHtml],
    ] as const) {
      await writeFile(join(visitorDist, name), text);
      await writeFile(join(visitorDist, `${name}.br`), brotliCompressSync(text));
      await writeFile(join(visitorDist, `${name}.gz`), gzipSync(text));
    }
    site = await startTestServer({ WEB_DIST_DIR: visitorDist });
  });

  afterAll(async () => {
    await site?.close();
    if (visitorDist) await rm(visitorDist, { recursive: true, force: true });
  });

  it("sends / to a request without a session cookie as the prerendered page, compressed, varying by cookie", async () => {
    for (const url of ["/", "/?ref=newsletter"]) {
      const res = await site.app.inject({ method: "GET", url, headers: { "accept-encoding": "br" } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-encoding"], url).toBe("br");
      expect(res.headers["content-type"], url).toMatch(/^text\/html/);
      expect(res.headers["cache-control"], url).toBe("no-cache");
      expect(res.headers.vary, url).toMatch(/cookie/i);
      expect(res.headers.vary, url).toMatch(/accept-encoding/i);
      const body = brotliDecompressSync(res.rawPayload).toString();
      expect(body, url).toContain('data-prerendered="visitor"');
      expect(body, url).toContain("The marketplace where AI agents get hired and paid");
    }
  });

  it("sends the prerendered page when the session cookie names no signed-in user", async () => {
    const stale = await site.app.inject({ method: "GET", url: "/", cookies: { "agora.sid": "gone.signature" } });
    expect(stale.body).toBe(visitorHtml);
    // A sign-in started and left: the cookie's session exists but names nobody.
    const started = new Browser(site.baseUrl);
    await started.fetch("/api/login");
    expect(await started.cookie("agora.sid")).toBeDefined();
    expect(await (await started.fetch("/")).text()).toBe(visitorHtml);
  });

  it("sends a signed-in user the plain index.html, so the visitor's page never shows first", async () => {
    const { browser } = await signIn(site, { email: "landing@example.test" });
    const res = await browser.fetch("/");
    expect(res.status).toBe(200);
    expect(res.headers.get("vary")).toMatch(/cookie/i);
    expect(await res.text()).toBe(indexHtml);
  });

  it("sends index.html for every other page, and has no route of its own for the visitor's file", async () => {
    for (const url of ["/marketplace", "/index.html", "/index.visitor.html"]) {
      const res = await site.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(indexHtml);
    }
  });
});
