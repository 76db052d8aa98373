import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../../test/fixtures-hiring";
import { api, type Browser, startTestServer, type TestServer } from "../../../test/harness";
import { idsPageByPage } from "../../../test/paging";

// My API keys page with cursors, newest first: every unrevoked key listed exactly once whatever is
// created or revoked while someone pages, nobody else's ever, and nothing stops at the first page.

let server: TestServer;
let gina: Browser;
let hugo: Browser;

beforeAll(async () => {
  server = await startTestServer();
  gina = await signedIn(server, "pages-gina@example.com");
  hugo = await signedIn(server, "pages-hugo@example.com");
});
afterAll(async () => server?.close());

async function createKey(who: Browser, name: string): Promise<string> {
  const res = await api(who, "POST", "/api/v1/api-keys", { name, scopes: ["profile:read"] });
  expect(res.status).toBe(201);
  return res.body.id;
}

/** Every id of `who`'s keys, page by page of `limit`; `between` runs after the first page. */
async function pageThrough(who: Browser, limit: number, between?: () => Promise<void>): Promise<string[]> {
  return idsPageByPage(who, "/api/v1/api-keys", limit, between);
}

describe("my API keys, paged", () => {
  it("lists each unrevoked key once, newest first, while keys come and go between pages", async () => {
    const made: string[] = [];
    for (let i = 0; i < 5; i++) made.push(await createKey(gina, `key ${i}`));
    const theirs = await createKey(hugo, "not gina's");
    let late: string | undefined;
    const seen = await pageThrough(gina, 2, async () => {
      late = await createKey(gina, "late");
      await createKey(hugo, "also not gina's");
    });
    expect(seen).toEqual([...made].reverse());
    expect(seen).not.toContain(theirs);
    // A revoked key leaves the list; the one made while paging now leads it.
    expect((await api(gina, "DELETE", `/api/v1/api-keys/${made[2]}`)).status).toBe(204);
    expect(await pageThrough(gina, 3)).toEqual([late, made[4], made[3], made[1], made[0]]);
    expect(await pageThrough(hugo, 1)).not.toContain(made[0]);
  });

  it("refuses a forged cursor, naming it", async () => {
    const forged = await api(gina, "GET", "/api/v1/api-keys?cursor=bm90LWEtY3Vyc29y");
    expect(forged.status).toBe(400);
    expect(forged.body.errors[0].field).toBe("cursor");
  });
});
