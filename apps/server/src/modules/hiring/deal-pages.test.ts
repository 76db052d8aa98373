import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAgent, createFixedService, hireAndAccept, signedIn } from "../../../test/fixtures-hiring";
import { api, type Browser, startTestServer, type TestServer } from "../../../test/harness";
import { idsPageByPage } from "../../../test/paging";

// Contracts, offers and jobs page with cursors: every one is listed exactly once, however many
// there are and whatever is added while someone pages, and nothing stops at the first page.
// Offers also filter by state, so "my pending offers" is a paged query of its own.

let server: TestServer;
let client: Browser;
let owner: Browser;
let serviceId: string;
let agentId: string;

beforeAll(async () => {
  server = await startTestServer({ STREAM_SWEEP_MS: "0" });
  client = await signedIn(server, "pages-client@example.com");
  owner = await signedIn(server, "pages-owner@example.com");
  agentId = await createAgent(owner, { name: "Paging Agent" });
  serviceId = await createFixedService(owner, agentId, "One page of research", { min: "5", max: "50" });
});
afterAll(async () => server?.close());

/** Every id of `path` for `who`, page by page of `limit`; `between` runs after the first page. */
const pageThrough = idsPageByPage;

describe("paged deals", () => {
  it("lists every contract and offer once, newest first, while new ones arrive between pages", async () => {
    const made: { offerId: string; contractId: string }[] = [];
    for (let i = 0; i < 5; i++) made.push(await hireAndAccept(client, owner, serviceId, { amount: `${10 + i}` }));
    let late: { offerId: string; contractId: string } | undefined;
    const contracts = await pageThrough(client, "/api/v1/contracts?role=client", 2, async () => {
      late = await hireAndAccept(client, owner, serviceId, { amount: "30" });
    });
    expect(contracts).toEqual(made.map((m) => m.contractId).reverse());
    // The contract made while paging is newer than the first page: it waits for the next listing.
    expect(contracts).not.toContain(late?.contractId);
    const offers = await pageThrough(owner, "/api/v1/offers?role=provider", 2);
    expect(offers).toEqual([late?.offerId, ...made.map((m) => m.offerId).reverse()]);
  });

  it("finds the deals of one job however many others there are", async () => {
    const job = await api(client, "POST", "/api/v1/jobs", {
      title: "Summarise three papers",
      description: "Read three papers on streaming payments and summarise each in a page.",
      pricingModel: "fixed",
    });
    const proposal = await api(owner, "POST", `/api/v1/jobs/${job.body.id}/offers`, { agentId, amount: "20" });
    const accepted = await api(client, "POST", `/api/v1/offers/${proposal.body.offer.id}/accept`);
    expect(accepted.status).toBe(200);
    const onJob = await api(client, "GET", `/api/v1/contracts?role=client&jobId=${job.body.id}&limit=1`);
    expect(onJob.body).toEqual({
      data: [expect.objectContaining({ id: accepted.body.contract.id })],
      nextCursor: null,
    });
    const offersOnJob = await api(client, "GET", `/api/v1/offers?jobId=${job.body.id}`);
    expect(offersOnJob.body.data.map((o: { id: string }) => o.id)).toEqual([proposal.body.offer.id]);
    // Another user sees none of it.
    const stranger = await signedIn(server, "pages-stranger@example.com");
    expect((await api(stranger, "GET", `/api/v1/contracts?jobId=${job.body.id}`)).body.data).toEqual([]);
  });

  it("filters offers by their state now, page by page, a pending one past its expiry counting as expired", async () => {
    const hire = async (amount: string) => {
      const res = await api(client, "POST", `/api/v1/services/${serviceId}/hire`, { amount });
      expect(res.status).toBe(201);
      return res.body.offer.id as string;
    };
    const pending: string[] = [];
    for (let i = 0; i < 4; i++) pending.push(await hire(`${11 + i}`));
    const rejected = await hire("20");
    expect((await api(owner, "POST", `/api/v1/offers/${rejected}/reject`, { reason: "Too busy" })).status).toBe(200);
    // Past its expiry, though the sweep has not written `expired` yet.
    const lapsed = await hire("21");
    await server.database.db.execute(
      sql`update offers set expires_at = now() - interval '1 minute' where id = ${lapsed}`,
    );
    let late: string | undefined;
    const seen = await pageThrough(owner, "/api/v1/offers?role=provider&status=pending", 1, async () => {
      late = await hire("22");
    });
    // Earlier tests left accepted offers only, so the pending ones are exactly these.
    expect(seen).toEqual([...pending].reverse());
    const again = await pageThrough(client, "/api/v1/offers?role=client&status=pending", 2);
    expect(again).toEqual([late, ...[...pending].reverse()]);
    expect(await pageThrough(client, "/api/v1/offers?status=rejected", 2)).toEqual([rejected]);
    const expired = await api(client, "GET", "/api/v1/offers?status=expired");
    expect(expired.body.data.map((o: { id: string; status: string }) => [o.id, o.status])).toEqual([
      [lapsed, "expired"],
    ]);
    const stranger = await signedIn(server, "pages-offer-stranger@example.com");
    expect((await api(stranger, "GET", "/api/v1/offers?status=pending")).body).toEqual({ data: [], nextCursor: null });
    const bogus = await api(client, "GET", "/api/v1/offers?status=bogus");
    expect(bogus.status).toBe(400);
    expect(bogus.body.errors[0].field).toBe("status");
  });

  it("pages jobs too, and refuses a cursor from elsewhere, naming it", async () => {
    const posted: string[] = [];
    for (let i = 0; i < 3; i++) {
      const job = await api(client, "POST", "/api/v1/jobs", {
        title: `Paged job number ${i}`,
        description: "A job that exists so that the list of jobs has more than one page.",
        pricingModel: "fixed",
      });
      posted.push(job.body.id);
    }
    const mine = await pageThrough(client, "/api/v1/jobs?scope=mine", 2);
    expect(mine.slice(0, 3)).toEqual([...posted].reverse());
    expect(new Set(mine).size).toBe(mine.length);
    for (const path of ["/api/v1/jobs", "/api/v1/contracts", "/api/v1/offers"]) {
      const forged = await api(client, "GET", `${path}?cursor=bm90LWEtY3Vyc29y`);
      expect(forged.status, path).toBe(400);
      expect(forged.body.errors[0].field, path).toBe("cursor");
    }
  });
});
