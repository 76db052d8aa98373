import { unstakeCooldownMs } from "@agora/contracts";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { releaseDueUnstakes } from "../src/modules/staking/staking.service";
import { kyaRequests } from "../src/modules/verification/verification.tables";
import { createFixedService, depositTestFunds, signedIn } from "./fixtures-hiring";
import { api, type Browser, startTestServer, type TestServer } from "./harness";

// An admin deciding their own case (issue "Hardening", defect 7): refused with 403
// conflict_of_interest and nothing changed, while another admin may decide the same thing.

let server: TestServer;
let admin: Browser;
let otherAdmin: Browser;
let owner: Browser;
let client: Browser;

beforeAll(async () => {
  server = await startTestServer({ STREAM_SWEEP_MS: "0", ADMIN_EMAILS: "self@agora.test, other@agora.test" });
  admin = await signedIn(server, "self@agora.test");
  otherAdmin = await signedIn(server, "other@agora.test");
  owner = await signedIn(server, "coi-owner@example.com");
  client = await signedIn(server, "coi-client@example.com");
  for (const who of [admin, client]) await depositTestFunds(who, "500");
});
afterAll(async () => server?.close());

async function agentOf(who: Browser, name: string): Promise<{ agentId: string; serviceId: string }> {
  const agent = await api(who, "POST", "/api/v1/agents", {
    name,
    categories: ["Research"],
    basePerMinuteRate: "0.60",
    status: "active",
  });
  expect(agent.status).toBe(201);
  const serviceId = await createFixedService(who, agent.body.id, `${name} memo`, { min: "10", max: "500" });
  return { agentId: agent.body.id, serviceId };
}

/** A funded, delivered contract with an open dispute, opened by the client. */
async function openDispute(hirer: Browser, provider: Browser, serviceId: string): Promise<string> {
  const offer = (await api(hirer, "POST", `/api/v1/services/${serviceId}/hire`, { amount: "40" })).body.offer;
  const contract = (await api(provider, "POST", `/api/v1/offers/${offer.id}/accept`)).body.contract;
  expect((await api(hirer, "POST", `/api/v1/contracts/${contract.id}/fund`, { amount: "40" })).status).toBe(200);
  await api(provider, "POST", `/api/v1/contracts/${contract.id}/deliver`, { note: "Delivered as agreed" });
  const dispute = await api(hirer, "POST", `/api/v1/contracts/${contract.id}/disputes`, {
    reason: "The delivery misses the agreed scope entirely.",
  });
  expect(dispute.status).toBe(201);
  return dispute.body.id;
}

function expectConflict(res: { status: number; body: { code: string; detail: string }; headers: Headers }) {
  expect(res.status).toBe(403);
  expect(res.headers.get("content-type")).toContain("application/problem+json");
  expect(res.body.code).toBe("conflict_of_interest");
}

const resolution = { agentShareBps: 10_000, note: "All of it to the agent, says the admin." };

describe("admins may not decide their own cases", () => {
  it("refuses to let an admin resolve a dispute they are the client of", async () => {
    const { serviceId } = await agentOf(owner, "Client Side Agent");
    const id = await openDispute(admin, owner, serviceId);
    const before = (await api(admin, "GET", "/api/v1/wallet")).body;
    const refused = await api(admin, "POST", `/api/v1/admin/disputes/${id}/resolve`, {
      agentShareBps: 0,
      note: "Everything back to me, the client.",
    });
    expectConflict(refused);
    expect(refused.body.detail).toMatch(/party/);
    const open = await api(admin, "GET", "/api/v1/admin/disputes?status=open");
    expect(open.body.data.map((d: { id: string }) => d.id)).toContain(id);
    expect((await api(admin, "GET", "/api/v1/wallet")).body).toEqual(before);
    expect((await api(otherAdmin, "POST", `/api/v1/admin/disputes/${id}/resolve`, resolution)).status).toBe(200);
  });

  it("refuses to let an admin resolve a dispute about their own agent", async () => {
    const { serviceId } = await agentOf(admin, "Provider Side Agent");
    const id = await openDispute(client, admin, serviceId);
    expectConflict(await api(admin, "POST", `/api/v1/admin/disputes/${id}/resolve`, resolution));
    const open = await api(otherAdmin, "GET", "/api/v1/admin/disputes?status=open");
    expect(open.body.data.map((d: { id: string }) => d.id)).toContain(id);
  });

  it("refuses to let an admin approve or reject their own agent's KYA request", async () => {
    const { agentId } = await agentOf(admin, "Self Vouched Agent");
    // The queue only needs a pending request; the ladder's earlier steps are verification.test.ts's.
    const [request] = await server.database.db
      .insert(kyaRequests)
      .values({
        agentId,
        submittedBy: (await api(admin, "GET", "/api/auth/user")).body.id,
        legalName: "Self Ltd",
        jurisdiction: "United Kingdom",
        modelProvider: "Anthropic",
        dataPolicyUrl: "https://self.example/privacy",
        contactEmail: "self@agora.test",
      })
      .returning();
    const id = request?.id as string;
    const levelBefore = (await api(admin, "GET", `/api/v1/agents/${agentId}/verification`)).body.level;
    expectConflict(await api(admin, "POST", `/api/v1/admin/verifications/${id}/approve`, { reason: "" }));
    expectConflict(await api(admin, "POST", `/api/v1/admin/verifications/${id}/reject`, { reason: "No." }));
    const [row] = await server.database.db.select().from(kyaRequests).where(eq(kyaRequests.id, id));
    expect(row).toMatchObject({ status: "pending", decidedBy: null, decidedAt: null });
    expect((await api(admin, "GET", `/api/v1/agents/${agentId}/verification`)).body.level).toBe(levelBefore);
    const rejected = await api(otherAdmin, "POST", `/api/v1/admin/verifications/${id}/reject`, { reason: "Not yet." });
    expect(rejected.status).toBe(200);
    expect(rejected.body.status).toBe("rejected");
  });

  it("refuses to let an admin mark their own withdrawal paid or reject it", async () => {
    const w = await api(admin, "POST", "/api/v1/wallet/withdrawals", { amount: "25", destination: "Bank ****9999" });
    expect(w.status).toBe(201);
    const before = (await api(admin, "GET", "/api/v1/wallet")).body;
    expectConflict(await api(admin, "POST", `/api/v1/admin/withdrawals/${w.body.id}/paid`));
    expectConflict(
      await api(admin, "POST", `/api/v1/admin/withdrawals/${w.body.id}/rejected`, { reason: "Not to myself" }),
    );
    const mine = await api(admin, "GET", "/api/v1/wallet/withdrawals");
    expect(mine.body.data.find((x: { id: string }) => x.id === w.body.id).status).toBe("requested");
    expect((await api(admin, "GET", "/api/v1/wallet")).body).toEqual(before);
    const paid = await api(otherAdmin, "POST", `/api/v1/admin/withdrawals/${w.body.id}/paid`);
    expect(paid.status).toBe(200);
    expect(paid.body.status).toBe("paid");
  });

  it("logs the decisions the other admin took above, each with who took it", async () => {
    const log = await api(otherAdmin, "GET", "/api/v1/admin/audit-log?limit=100");
    const kinds = log.body.data.map((entry: { action: string }) => entry.action);
    expect(kinds).toEqual(expect.arrayContaining(["dispute_resolved", "verification_rejected", "withdrawal_paid"]));
    for (const entry of log.body.data) expect(entry.admin.email).toBe("other@agora.test");
    const resolved = log.body.data.find((entry: { action: string }) => entry.action === "dispute_resolved");
    expect(resolved.summary).toMatch(
      /^Resolved the dispute on ".+": \$[\d.,]+ to the agent \(\d+(\.\d+)? %\), \$[\d.,]+ back to the client: /,
    );
  });

  it("refuses to let an admin credit their own account, and logs no action", async () => {
    const selfId = (await api(admin, "GET", "/api/auth/user")).body.id;
    const before = (await api(admin, "GET", "/api/v1/wallet")).body;
    const logBefore = (await api(otherAdmin, "GET", "/api/v1/admin/audit-log")).body.data.length;
    expectConflict(await api(admin, "POST", "/api/v1/admin/credits", { userId: selfId, amount: "50", reason: "Mine" }));
    expect((await api(admin, "GET", "/api/v1/wallet")).body).toEqual(before);
    expect((await api(otherAdmin, "GET", "/api/v1/admin/audit-log")).body.data.length).toBe(logBefore);
    const credited = await api(otherAdmin, "POST", "/api/v1/admin/credits", {
      userId: selfId,
      amount: "50",
      reason: "A colleague's credit",
    });
    expect(credited.status).toBe(201);
  });
});

// Issue 30, item 4: money staked on an agent is an interest in its dispute (a split below 50 %
// slashes the pool) and in its KYA level and suspension (they move its work and fee share). The
// one rule (admin/conflict-of-interest.ts) refuses a staker while the stake is active or cooling
// down, and for 30 days after it left.
describe("admins may not decide on an agent they stake on, or staked on in the last 30 days", () => {
  let staked: { agentId: string; serviceId: string };
  let positionId: string;

  beforeAll(async () => {
    staked = await agentOf(owner, "Staked Upon Agent");
    const stake = await api(admin, "POST", `/api/v1/agents/${staked.agentId}/stakes`, { amount: "100" });
    expect(stake.status).toBe(201);
    positionId = stake.body.id;
  });

  /** A pending KYA request of the staked agent, submitted by its owner. */
  async function pendingKya(): Promise<string> {
    const [request] = await server.database.db
      .insert(kyaRequests)
      .values({
        agentId: staked.agentId,
        submittedBy: (await api(owner, "GET", "/api/auth/user")).body.id,
        legalName: "Owner Ltd",
        jurisdiction: "United Kingdom",
        modelProvider: "Anthropic",
        dataPolicyUrl: "https://owner.example/privacy",
        contactEmail: "coi-owner@example.com",
      })
      .returning();
    return request?.id as string;
  }

  it("refuses the staker the dispute on the agent, and lets another admin resolve it", async () => {
    const id = await openDispute(client, owner, staked.serviceId);
    const before = (await api(admin, "GET", "/api/v1/wallet")).body;
    const refused = await api(admin, "POST", `/api/v1/admin/disputes/${id}/resolve`, resolution);
    expectConflict(refused);
    expect(refused.body.detail).toMatch(/staked on/);
    // The detail is about the admin alone: no other user's email or id.
    expect(refused.body.detail).not.toMatch(/@|[0-9a-f]{8}-/);
    const open = await api(otherAdmin, "GET", "/api/v1/admin/disputes?status=open");
    expect(open.body.data.map((d: { id: string }) => d.id)).toContain(id);
    expect((await api(admin, "GET", "/api/v1/wallet")).body).toEqual(before);
    expect((await api(otherAdmin, "POST", `/api/v1/admin/disputes/${id}/resolve`, resolution)).status).toBe(200);
  });

  it("refuses the staker the agent's KYA request, suspension and its owner's account suspension", async () => {
    const id = await pendingKya();
    expectConflict(await api(admin, "POST", `/api/v1/admin/verifications/${id}/approve`, { reason: "" }));
    expectConflict(await api(admin, "POST", `/api/v1/admin/verifications/${id}/reject`, { reason: "No." }));
    const [row] = await server.database.db.select().from(kyaRequests).where(eq(kyaRequests.id, id));
    expect(row).toMatchObject({ status: "pending", decidedBy: null, decidedAt: null });
    expectConflict(await api(admin, "POST", `/api/v1/admin/agents/${staked.agentId}/suspend`, { reason: "Spam." }));
    const ownerId = (await api(owner, "GET", "/api/auth/user")).body.id;
    expectConflict(await api(admin, "POST", `/api/v1/admin/users/${ownerId}/suspend`, { reason: "Spam." }));
    expect((await api(otherAdmin, "GET", `/api/v1/admin/agents?q=Staked%20Upon`)).body.data[0].status).toBe("active");
    const rejected = await api(otherAdmin, "POST", `/api/v1/admin/verifications/${id}/reject`, { reason: "Not yet." });
    expect(rejected.status).toBe(200);
  });

  it("still refuses after a full unstake, in the cooldown and for 30 days after the release; then allows", async () => {
    const unstake = await api(admin, "POST", `/api/v1/stakes/${positionId}/unstake`, {});
    expect(unstake.status).toBe(201);
    const id = await pendingKya();
    const cooling = await api(admin, "POST", `/api/v1/admin/verifications/${id}/reject`, { reason: "No." });
    expectConflict(cooling);
    expect(cooling.body.detail).toMatch(/have money staked on/);

    const released = await releaseDueUnstakes(server.database.db, new Date(Date.now() + unstakeCooldownMs + 60_000));
    expect(released).toBeGreaterThanOrEqual(1);
    expect((await api(admin, "GET", "/api/v1/wallet")).body.staked).toBe("0.00");
    const recent = await api(admin, "POST", `/api/v1/admin/verifications/${id}/reject`, { reason: "No." });
    expectConflict(recent);
    expect(recent.body.detail).toMatch(/in the last 30 days/);

    // Every movement of the position's money, 31 days ago: the window has passed.
    await server.database.db.execute(sql`
      update ledger_transfers set created_at = now() - interval '31 days'
       where debit_account_id in (select a.id from ledger_accounts a where a.kind = 'stake' and (
               (a.owner_type = 'stake' and a.owner_id = ${positionId})
            or (a.owner_type = 'unstake' and a.owner_id in (select u.id from stake_unstakes u where u.stake_id = ${positionId}))))
          or credit_account_id in (select a.id from ledger_accounts a where a.kind = 'stake' and (
               (a.owner_type = 'stake' and a.owner_id = ${positionId})
            or (a.owner_type = 'unstake' and a.owner_id in (select u.id from stake_unstakes u where u.stake_id = ${positionId}))))`);
    const allowed = await api(admin, "POST", `/api/v1/admin/verifications/${id}/reject`, { reason: "Not yet." });
    expect(allowed.status).toBe(200);
    expect(allowed.body.status).toBe("rejected");
  });
});
