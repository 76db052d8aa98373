import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { avatarBytesMax } from "@agora/contracts";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey } from "../../../test/fixtures-hiring";
import { api, type Browser, inOneWindow, signIn, startTestServer, type TestServer } from "../../../test/harness";

// Avatars: what is accepted, what is refused, that a polyglot's payload never comes back out, and
// that an uploaded avatar outlives later sign-ins.

let server: TestServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "agora-avatars-"));
  server = await startTestServer({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A 64 × 48 image of one colour in `format`. */
function image(format: "png" | "jpeg" | "webp" | "gif", colour = "#3366cc"): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer();
}

const payload = "<html><script>alert(document.cookie)</script></html>";

async function upload(
  client: Browser | { baseUrl: string; bearer: string },
  body: Buffer,
  contentType: string,
): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  const init: RequestInit = { method: "PUT", headers: { "content-type": contentType }, body: new Uint8Array(body) };
  const res =
    "fetch" in client
      ? await client.fetch("/api/v1/profile/avatar", init)
      : await fetch(new URL("/api/v1/profile/avatar", client.baseUrl), {
          ...init,
          headers: { "content-type": contentType, authorization: `Bearer ${client.bearer}` },
        });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : {}, headers: res.headers };
}

/** GET of an avatar URL, anonymous: the bytes and headers. */
async function served(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(new URL(path, server.baseUrl), { headers });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

async function me(browser: Browser) {
  return (await api(browser, "GET", "/api/auth/user")).body as { id: string; profileImageUrl: string | null };
}

describe("PUT /api/v1/profile/avatar", () => {
  it.each(["png", "jpeg", "webp"] as const)("takes a %s and serves it back as WebP with safe headers", async (fmt) => {
    const { browser } = await signIn(server, { email: `avatar-${fmt}@example.com` });
    const res = await upload(browser, await image(fmt), `image/${fmt}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { id } = await me(browser);
    expect(res.body.profileImageUrl).toMatch(new RegExp(`^/api/v1/users/${id}/avatar\\?v=[0-9a-f]{16}$`));
    const got = await served(res.body.profileImageUrl as string);
    expect(got.status).toBe(200);
    expect(got.headers.get("content-type")).toBe("image/webp");
    expect(got.headers.get("x-content-type-options")).toBe("nosniff");
    expect(got.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(got.headers.get("content-security-policy")).toContain("sandbox");
    expect(got.headers.get("cache-control")).toContain("immutable");
    const meta = await sharp(got.bytes).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 64, height: 48 });
    // Unversioned: revalidated with the ETag, which answers 304 while current.
    const plain = await served(`/api/v1/users/${id}/avatar`);
    expect(plain.headers.get("cache-control")).toBe("public, no-cache");
    const etag = plain.headers.get("etag") ?? "";
    expect((await served(`/api/v1/users/${id}/avatar`, { "if-none-match": etag })).status).toBe(304);
  });

  it("scales a large image down to 512 pixels a side", async () => {
    const { browser } = await signIn(server, { email: "avatar-large@example.com" });
    const big = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: "#123456" } })
      .png()
      .toBuffer();
    const res = await upload(browser, big, "image/png");
    expect(res.status).toBe(200);
    const meta = await sharp((await served(res.body.profileImageUrl as string)).bytes).metadata();
    expect(meta).toMatchObject({ width: 512, height: 256 });
  });

  it("refuses a wrong declared type, naming the header, and a body that is not the declared type, naming the body", async () => {
    const { browser } = await signIn(server, { email: "avatar-types@example.com" });
    const gif = await upload(browser, await image("gif"), "image/gif");
    expect(gif.status).toBe(415);
    expect(gif.headers.get("content-type")).toContain("application/problem+json");
    expect(gif.body).toMatchObject({
      code: "unsupported_media_type",
      errors: [{ in: "headers", field: "content-type" }],
    });
    const gifAsPng = await upload(browser, await image("gif"), "image/png");
    expect(gifAsPng.status).toBe(415);
    expect(gifAsPng.body).toMatchObject({ errors: [{ in: "body", field: "body" }] });
    const text = await upload(browser, Buffer.from("just some text, honestly a picture"), "image/png");
    expect(text.status).toBe(415);
    expect(text.body).toMatchObject({ errors: [{ in: "body", field: "body" }] });
    // The right magic bytes are not enough: the rest must decode as that type.
    const truncated = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from(payload),
    ]);
    expect((await upload(browser, truncated, "image/png")).status).toBe(415);
    // A PNG declared as JPEG is refused too: the declared type must match the bytes.
    expect((await upload(browser, await image("png"), "image/jpeg")).status).toBe(415);
    expect((await upload(browser, Buffer.from('{"a":1}'), "application/json")).status).toBe(415);
    expect((await me(browser)).profileImageUrl).toBeNull();
  });

  it("refuses more than 1 MiB with 413 and keeps the avatar it had", async () => {
    const { browser } = await signIn(server, { email: "avatar-big@example.com" });
    const first = await upload(browser, await image("png"), "image/png");
    expect(first.status).toBe(200);
    const tooBig = Buffer.concat([await image("png", "#ff0000"), Buffer.alloc(avatarBytesMax)]);
    const res = await upload(browser, tooBig, "image/png");
    expect(res.status).toBe(413);
    expect(res.headers.get("content-type")).toContain("application/problem+json");
    expect(res.body).toMatchObject({ code: "payload_too_large" });
    expect((await me(browser)).profileImageUrl).toBe(first.body.profileImageUrl);
    expect((await served(first.body.profileImageUrl as string)).status).toBe(200);
  });

  it("re-encodes polyglots: a payload after PNG's IEND or JPEG's EOI never comes back out", async () => {
    const { browser } = await signIn(server, { email: "avatar-polyglot@example.com" });
    for (const [fmt, type] of [
      ["png", "image/png"],
      ["jpeg", "image/jpeg"],
    ] as const) {
      const polyglot = Buffer.concat([await image(fmt), Buffer.from(payload)]);
      const res = await upload(browser, polyglot, type);
      // Accepted, because the image part is a valid image; what is stored is only its pixels.
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const got = await served(res.body.profileImageUrl as string);
      expect(got.headers.get("content-type")).toBe("image/webp");
      expect(got.bytes.subarray(0, 4).toString("latin1")).toBe("RIFF");
      expect(got.bytes.includes(Buffer.from("<script"))).toBe(false);
      expect(got.bytes.includes(Buffer.from("alert("))).toBe(false);
      expect(got.bytes.length).toBeLessThan(polyglot.length);
    }
    // Metadata such as a PNG text chunk is dropped too.
    const withText = await sharp(await image("png"))
      .withMetadata({ exif: { IFD0: { ImageDescription: payload } } })
      .png()
      .toBuffer();
    const res = await upload(browser, withText, "image/png");
    expect(res.status).toBe(200);
    const got = await served(res.body.profileImageUrl as string);
    expect(got.bytes.includes(Buffer.from("alert("))).toBe(false);
  });

  it("changes only my own avatar, and takes a key only with profile:write", async () => {
    const mine = (await signIn(server, { email: "avatar-owner@example.com" })).browser;
    const other = (await signIn(server, { email: "avatar-other@example.com" })).browser;
    const first = await upload(mine, await image("png", "#00ff00"), "image/png");
    const before = await served(first.body.profileImageUrl as string);
    expect((await upload(other, await image("png", "#ff00ff"), "image/png")).status).toBe(200);
    expect((await api(other, "DELETE", "/api/v1/profile/avatar")).status).toBe(200);
    const after = await served(first.body.profileImageUrl as string);
    expect(after.bytes.equals(before.bytes)).toBe(true);
    expect((await me(mine)).profileImageUrl).toBe(first.body.profileImageUrl);

    const reader = await createApiKey(mine, ["profile:read"]);
    const refused = await upload({ baseUrl: server.baseUrl, bearer: reader.secret }, await image("png"), "image/png");
    expect(refused.status).toBe(403);
    const writer = await createApiKey(mine, ["profile:read", "profile:write"]);
    const viaKey = await upload({ baseUrl: server.baseUrl, bearer: writer.secret }, await image("webp"), "image/webp");
    expect(viaKey.status).toBe(200);
    const anonymous = await fetch(new URL("/api/v1/profile/avatar", server.baseUrl), {
      method: "PUT",
      headers: { "content-type": "image/png" },
      body: new Uint8Array(await image("png")),
    });
    expect(anonymous.status).toBe(401);
  });

  it("is removed by DELETE, and a sign-in keeps an uploaded avatar but not a removed one", async () => {
    const identity = { email: "avatar-keep@example.com", firstName: "Keep", lastName: "Me" };
    const { browser } = await signIn(server, identity);
    const res = await upload(browser, await image("jpeg"), "image/jpeg");
    const again = (await signIn(server, identity)).browser;
    expect((await me(again)).profileImageUrl).toBe(res.body.profileImageUrl);
    const identityAnswer = await api(again, "GET", "/api/v1/profile/identity");
    expect(identityAnswer.body).toMatchObject({ email: identity.email, emailVerified: true, hasUploadedAvatar: true });
    expect(identityAnswer.body.issuer).toMatch(/^http/);

    const removed = await api(again, "DELETE", "/api/v1/profile/avatar");
    expect(removed.status).toBe(200);
    expect(removed.body.profileImageUrl).toBeNull();
    expect((await served(res.body.profileImageUrl as string)).status).toBe(404);
    expect((await api(again, "DELETE", "/api/v1/profile/avatar")).status).toBe(200);
    const third = (await signIn(server, identity)).browser;
    expect((await me(third)).profileImageUrl).toBeNull();
    expect((await api(third, "GET", "/api/v1/profile/identity")).body.hasUploadedAvatar).toBe(false);
  });
});

describe("the avatar rate limit", () => {
  it(
    "takes 10 uploads or removals a minute per user, then answers 429",
    ...inOneWindow(60_000, 15_000, async () => {
      const { browser } = await signIn(server, { email: "avatar-busy@example.com" });
      for (let i = 0; i < 10; i++) expect((await api(browser, "DELETE", "/api/v1/profile/avatar")).status).toBe(200);
      const res = await upload(browser, await image("png"), "image/png");
      expect(res.status).toBe(429);
      expect(res.body).toMatchObject({ code: "rate_limited" });
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await me(browser)).profileImageUrl).toBeNull();
    }),
  );
});

describe("GET /api/v1/users/:id/avatar", () => {
  it("takes only a UUID, so no path can reach outside the avatars", async () => {
    for (const id of ["..%2F..%2Fetc%2Fpasswd", "..", "not-a-uuid", "00000000-0000-0000-0000-000000000000.webp"]) {
      const res = await served(`/api/v1/users/${id}/avatar`);
      expect([400, 404], id).toContain(res.status);
      expect(res.headers.get("content-type")).toContain("application/problem+json");
    }
    expect((await served("/api/v1/users/00000000-0000-4000-8000-000000000000/avatar")).status).toBe(404);
  });

  it("leaves no temporary files behind", async () => {
    const files = await readdir(join(dataDir, "avatars"));
    expect(files.filter((f) => f.endsWith(".tmp"))).toEqual([]);
  });
});
