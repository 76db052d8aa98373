import { randomUUID } from "node:crypto";
import { formatVoteWeight, proposalStakeMinMicros, voteWeightMicros } from "@agora/contracts";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAgent, depositTestFunds, ok, signedIn } from "../../../test/fixtures-hiring";
import { api, Browser, startTestServer, type TestServer } from "../../../test/harness";
import { idsPageByPage } from "../../../test/paging";
import { executeRows } from "../../db/rows";
import { kyaRequests } from "../verification/verification.tables";

// Feature voting (decision 045) through the real API: who may propose, the √stake weight, the
// snapshot of each voter's stake at the proposal's start read from the ledger, the window, a change
// of vote, and the public results. Stake is made through the staking routes, so every snapshot is
// replayed from real ledger transfers.

let server: TestServer;
let admin: Browser;
let agentId: string;
let anonymous: { baseUrl: string };

const adminEmail = "gov-admin@agora.test";

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: adminEmail, RATE_LIMIT_MULTIPLIER: "1000" });
  anonymous = { baseUrl: server.baseUrl };
  admin = await signedIn(server, { email: adminEmail, firstName: "Ada", lastName: "Lovelace" });
  const owner = await signedIn(server, "gov-owner@agora.test");
  agentId = await createAgent(owner, { name: "Governance Test Agent" });
});
afterAll(async () => server?.close());

/** `who` receives `amount` of test funds and stakes all of it on the test agent; returns the position's id. */
async function stake(who: Browser, amount: string): Promise<string> {
  await depositTestFunds(who, amount);
  const position = await ok(
    await api(who, "POST", `/api/v1/agents/${agentId}/stakes`, { amount }, { "idempotency-key": randomUUID() }),
    `stake ${amount}`,
  );
  return position.id as string;
}

/**
 * Gives `who` a verified identity (decision 058): an agent of theirs with an approved KYA request
 * naming `legalName` in `jurisdiction`. The ladder's earlier steps are verification.test.ts's.
 */
async function verifyIdentity(who: Browser, legalName: string, jurisdiction = "United Kingdom"): Promise<void> {
  const userId = (await api(who, "GET", "/api/auth/user")).body.id as string;
  const agent = await createAgent(who, { name: `Agent of ${legalName} ${randomUUID().slice(0, 8)}` });
  await server.database.db.insert(kyaRequests).values({
    agentId: agent,
    submittedBy: userId,
    legalName,
    jurisdiction,
    modelProvider: "Anthropic",
    dataPolicyUrl: "https://operator.example/privacy",
    contactEmail: "operator@example.com",
    status: "approved",
    decidedAt: new Date(),
  });
}

/**
 * A signed-in user with `amount` staked (none when absent) and, unless `identity` is null, a
 * verified identity of their own (by default the email as legal name).
 */
async function staker(email: string, amount?: string, identity: string | null = email): Promise<Browser> {
  const who = await signedIn(server, email);
  if (identity !== null) await verifyIdentity(who, identity);
  if (amount) await stake(who, amount);
  return who;
}

const proposalBody = (fields: Record<string, unknown> = {}) => ({
  title: "Add dark mode to the dashboard",
  body: "Many of us work at night. **Dark mode** would help.",
  options: ["Yes", "No"],
  durationDays: 7,
  ...fields,
});

/** The admin makes a proposal; returns its id. */
async function propose(fields: Record<string, unknown> = {}): Promise<string> {
  return (await ok(await api(admin, "POST", "/api/v1/proposals", proposalBody(fields)), "proposal")).id as string;
}

const vote = (who: Browser, id: string, option: number) => api(who, "PUT", `/api/v1/proposals/${id}/vote`, { option });

describe("the weight rule", () => {
  it("is ⌊√(stake in dollars)⌋ in millionths, by hand", () => {
    expect(voteWeightMicros(100_000_000n)).toBe(10_000_000n); // $100 → 10
    expect(voteWeightMicros(2_000_000n)).toBe(1_414_213n); // $2 → 1.41421356…
    expect(voteWeightMicros(1n)).toBe(1_000n); // $0.000001 → 0.001
    expect(voteWeightMicros(0n)).toBe(0n);
    expect(voteWeightMicros(99_990_000n)).toBe(9_999_499n); // $99.99 → 9.99949998…
    expect(voteWeightMicros(123_456_789_000_000n)).toBe(11_111_111_060n); // $123,456,789 → 11111.1110605…
    expect(voteWeightMicros(1_000_000_000_000_000n)).toBe(31_622_776_601n); // $10^9 → 31622.7766016…
    // The largest stake an int8 column holds: ⌊√(9223372036854.775807)⌋ = 3037000.499976…
    expect(voteWeightMicros(9_223_372_036_854_775_807n)).toBe(3_037_000_499_976n);
    expect(() => voteWeightMicros(-1n)).toThrow(RangeError);
  });

  it("is the integer square root for any stake: w² ≤ stake × 10⁶ < (w + 1)²", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 9_223_372_036_854_775_807n }), (micros) => {
        const w = voteWeightMicros(micros);
        return w * w <= micros * 1_000_000n && (w + 1n) * (w + 1n) > micros * 1_000_000n;
      }),
      { numRuns: 2000 },
    );
  });

  it("goes on the wire with exactly 6 decimals", () => {
    expect(formatVoteWeight(10_000_000n)).toBe("10.000000");
    expect(formatVoteWeight(1_414_213n)).toBe("1.414213");
    expect(formatVoteWeight(1_000n)).toBe("0.001000");
    expect(formatVoteWeight(0n)).toBe("0.000000");
    expect(formatVoteWeight(31_622_776_601n)).toBe("31622.776601");
  });
});

describe("who may propose", () => {
  it("refuses $99.99 of stake, saying what is staked and what is needed, and takes $100", async () => {
    expect(proposalStakeMinMicros).toBe(100_000_000n);
    const short = await staker("short@agora.test", "99.99");
    const refused = await api(short, "POST", "/api/v1/proposals", proposalBody());
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("forbidden");
    expect(refused.body.detail).toBe(
      "Making a proposal needs at least $100.00 of active stake; you have $99.99 staked",
    );
    await stake(short, "0.01");
    const made = await api(short, "POST", "/api/v1/proposals", proposalBody({ title: "Proposed with $100" }));
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ title: "Proposed with $100", status: "open", authorName: "Agora user" });
  });

  it("lets an admin propose without stake, and nobody signed out", async () => {
    const made = await api(admin, "POST", "/api/v1/proposals", proposalBody({ options: ["A", "B", "C"] }));
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      authorName: "Ada L.",
      status: "open",
      options: [
        { index: 0, label: "A", votes: 0, weight: "0.000000" },
        { index: 1, label: "B", votes: 0, weight: "0.000000" },
        { index: 2, label: "C", votes: 0, weight: "0.000000" },
      ],
      turnout: { voters: 0, weight: "0.000000" },
      myVote: null,
    });
    const days = (Date.parse(made.body.endsAt) - Date.parse(made.body.startsAt)) / 86_400_000;
    expect(days).toBe(7);
    expect((await api(anonymous, "POST", "/api/v1/proposals", proposalBody())).status).toBe(401);
    const plain = await staker("no-stake-proposer@agora.test");
    expect((await api(plain, "POST", "/api/v1/proposals", proposalBody())).status).toBe(403);
  });

  it("names every bad field at once and makes nothing", async () => {
    const before = (await api(anonymous, "GET", "/api/v1/proposals?limit=100")).body.data.length;
    const res = await api(admin, "POST", "/api/v1/proposals", {
      title: "   ",
      body: "x".repeat(10_001),
      options: ["Only one"],
      durationDays: 31,
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("validation_failed");
    expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      "body",
      "durationDays",
      "options",
      "title",
    ]);
    const labels = await api(admin, "POST", "/api/v1/proposals", {
      ...proposalBody(),
      options: ["Fine", "", "y".repeat(101)],
      durationDays: 1.5,
    });
    expect(labels.status).toBe(400);
    expect(labels.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      "durationDays",
      "options.1",
      "options.2",
    ]);
    const same = await api(admin, "POST", "/api/v1/proposals", { ...proposalBody(), options: ["Yes", " yes "] });
    expect(same.status).toBe(400);
    expect(same.body.errors).toEqual([expect.objectContaining({ field: "options" })]);
    const six = await api(admin, "POST", "/api/v1/proposals", {
      ...proposalBody(),
      options: ["1", "2", "3", "4", "5", "6"],
    });
    expect(six.body.errors).toEqual([expect.objectContaining({ field: "options" })]);
    expect((await api(anonymous, "GET", "/api/v1/proposals?limit=100")).body.data.length).toBe(before);
  });
});

describe("voting", () => {
  it("weighs each vote by √ of the stake at the start, kept when the stake changes later", async () => {
    const hundred = await staker("hundred@agora.test", "100");
    const two = await staker("two@agora.test", "2");
    const leaver = await staker("leaver@agora.test");
    const leaverPosition = await stake(leaver, "4");
    const late = await staker("late@agora.test");
    const id = await propose({ title: "Snapshot proposal" });

    // After the start: more stake for one, the first stake for another, an unstake for a third.
    await stake(hundred, "300");
    await stake(late, "50");
    await ok(
      await api(leaver, "POST", `/api/v1/stakes/${leaverPosition}/unstake`, {}, { "idempotency-key": randomUUID() }),
      "unstake",
    );

    const first = await vote(hundred, id, 0);
    expect(first.status).toBe(200);
    expect(first.body.myVote).toMatchObject({ option: 0, stake: "100.00", weight: "10.000000" });
    expect((await vote(two, id, 1)).body.myVote).toMatchObject({ option: 1, stake: "2.00", weight: "1.414213" });
    // Stake removed after the start still counts as it was at the start.
    expect((await vote(leaver, id, 1)).body.myVote).toMatchObject({ stake: "4.00", weight: "2.000000" });

    // Stake added after the start counts for nothing: with none before, the vote is refused.
    const refused = await vote(late, id, 0);
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toContain("stake added after the start does not count");
    const nobody = await vote(await staker("nobody@agora.test"), id, 0);
    expect(nobody.status).toBe(403);

    const read = await api(anonymous, "GET", `/api/v1/proposals/${id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      status: "open",
      options: [
        { index: 0, label: "Yes", votes: 1, weight: "10.000000" },
        { index: 1, label: "No", votes: 2, weight: "3.414213" },
      ],
      turnout: { voters: 3, weight: "13.414213" },
      myVote: null,
    });
    expect((await api(late, "GET", `/api/v1/proposals/${id}`)).body.myVote).toBeNull();
  });

  it("changes the option only: the weight moves to it and the snapshot is kept", async () => {
    const voter = await staker("changer@agora.test", "9");
    const other = await staker("other-voter@agora.test", "1");
    const id = await propose({ title: "Change of vote" });
    await stake(voter, "16"); // after the start: must not count
    const cast = await vote(voter, id, 0);
    expect(cast.body.myVote).toMatchObject({ option: 0, stake: "9.00", weight: "3.000000" });
    await vote(other, id, 0);
    const changed = await vote(voter, id, 1);
    expect(changed.status).toBe(200);
    expect(changed.body.myVote).toMatchObject({ option: 1, stake: "9.00", weight: "3.000000" });
    expect(changed.body.myVote.votedAt).toBe(cast.body.myVote.votedAt);
    expect(changed.body.options).toMatchObject([
      { votes: 1, weight: "1.000000" },
      { votes: 1, weight: "3.000000" },
    ]);
    expect(changed.body.turnout).toEqual({ voters: 2, weight: "4.000000" });
    // Voting the same option again is the same vote.
    expect((await vote(voter, id, 1)).body.turnout).toEqual({ voters: 2, weight: "4.000000" });
  });

  it("keeps one vote per user when two first votes race", async () => {
    const voter = await staker("racer@agora.test", "25");
    const id = await propose({ title: "Racing votes" });
    const answers = await Promise.all([vote(voter, id, 0), vote(voter, id, 1), vote(voter, id, 0)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const read = await api(voter, "GET", `/api/v1/proposals/${id}`);
    expect(read.body.turnout).toEqual({ voters: 1, weight: "5.000000" });
    expect(read.body.myVote).toMatchObject({ stake: "25.00", weight: "5.000000" });
  });

  it("refuses votes outside the window, and options the proposal does not have", async () => {
    const voter = await staker("window@agora.test", "1");
    const id = await propose({ title: "Window proposal" });
    expect((await vote(voter, id, 0)).status).toBe(200);

    const missing = await vote(voter, id, 2);
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([expect.objectContaining({ field: "option" })]);
    const outOfSchema = await vote(voter, id, 5);
    expect(outOfSchema.status).toBe(400);
    expect(outOfSchema.body.errors).toEqual([expect.objectContaining({ field: "option" })]);

    // Close it: the end moves to just after the start.
    await executeRows(
      server.database.db,
      sql`update proposals set ends_at = starts_at + interval '1 millisecond' where id = ${id}`,
    );
    const closed = await vote(voter, id, 1);
    expect(closed.status).toBe(409);
    expect(closed.body.code).toBe("invalid_state");
    expect(closed.body.detail).toContain("closed at");
    const read = await api(voter, "GET", `/api/v1/proposals/${id}`);
    expect(read.body).toMatchObject({ status: "closed", myVote: { option: 0 }, turnout: { voters: 1 } });

    // Not yet open.
    await executeRows(
      server.database.db,
      sql`update proposals set starts_at = now() + interval '1 hour', ends_at = now() + interval '2 hours' where id = ${id}`,
    );
    const early = await vote(voter, id, 1);
    expect(early.status).toBe(409);
    expect(early.body.detail).toContain("opens at");
  });

  it("answers 404 for an unknown proposal, and 401 to a vote signed out", async () => {
    const unknown = randomUUID();
    expect((await api(anonymous, "GET", `/api/v1/proposals/${unknown}`)).status).toBe(404);
    expect((await vote(admin, unknown, 0)).status).toBe(404);
    const id = await propose({ title: "Signed-out vote" });
    expect((await api(anonymous, "PUT", `/api/v1/proposals/${id}/vote`, { option: 0 })).status).toBe(401);
  });
});

describe("one vote per verified identity (decision 058)", () => {
  it("weighs five accounts of one identity staking $100 each as one $500 stake, with one vote", async () => {
    // One operator, five accounts, each verified under the same legal identity (case and spacing aside).
    const names = [
      "Sybil Holdings Ltd",
      "sybil holdings ltd",
      "SYBIL  Holdings Ltd ",
      "Sybil Holdings Ltd",
      "sybil holdings LTD",
    ];
    const sybils: Browser[] = [];
    for (const [i, name] of names.entries()) sybils.push(await staker(`sybil-${i}@agora.test`, "100", name));
    const whale = await staker("whale@agora.test", "500", "Whale Partners LLP");
    const id = await propose({ title: "Split or whole" });

    const first = await vote(sybils[0] as Browser, id, 1);
    expect(first.status).toBe(200);
    // √500, the identity's stake summed before the root: what one $500 stake weighs.
    expect(first.body.myVote).toMatchObject({ option: 1, stake: "500.00", weight: "22.360679" });
    for (const other of sybils.slice(1)) {
      const refused = await vote(other, id, 1);
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe("conflict");
      expect(refused.body.detail).toContain("one identity has one vote");
    }
    expect((await vote(whale, id, 0)).body.myVote).toMatchObject({ stake: "500.00", weight: "22.360679" });
    const read = (await api(anonymous, "GET", `/api/v1/proposals/${id}`)).body;
    // Five $100 accounts do not outweigh one $500 account: 22.360679 each, not 50 against 22.36.
    expect(read.options).toMatchObject([
      { votes: 1, weight: "22.360679" },
      { votes: 1, weight: "22.360679" },
    ]);
    expect(read.turnout).toEqual({ voters: 2, weight: "44.721358" });
    // The account that voted may still change the identity's vote.
    expect((await vote(sybils[0] as Browser, id, 0)).body.myVote).toMatchObject({ option: 0, weight: "22.360679" });
  });

  it("lets only one of two accounts of one identity vote when both vote at once", async () => {
    const a = await staker("twin-a@agora.test", "16", "Twin Labs GmbH");
    const b = await staker("twin-b@agora.test", "9", "Twin Labs GmbH");
    const id = await propose({ title: "Twins at once" });
    const answers = await Promise.all([vote(a, id, 0), vote(b, id, 1)]);
    expect(answers.map((x) => x.status).sort()).toEqual([200, 409]);
    const read = (await api(anonymous, "GET", `/api/v1/proposals/${id}`)).body;
    expect(read.turnout).toEqual({ voters: 1, weight: "5.000000" }); // √(16 + 9)
  });

  it("refuses an account without a verified identity, whatever its stake", async () => {
    const unverified = await staker("unverified@agora.test", "100", null);
    const id = await propose({ title: "Unverified voter" });
    const refused = await vote(unverified, id, 0);
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toContain("verified identity");
    expect((await api(anonymous, "GET", `/api/v1/proposals/${id}`)).body.turnout).toEqual({
      voters: 0,
      weight: "0.000000",
    });
  });
});

describe("the public listing", () => {
  it("pages every proposal newest first, signed out, and filters open from closed", async () => {
    const made: string[] = [];
    for (let i = 0; i < 5; i++) made.push(await propose({ title: `Listed ${i}` }));
    await executeRows(
      server.database.db,
      sql`update proposals set ends_at = starts_at + interval '1 millisecond' where id = ${made[1]}`,
    );
    const reader = new Browser(server.baseUrl);
    const all = (await api(reader, "GET", "/api/v1/proposals?limit=100")).body;
    expect(all.nextCursor).toBeNull();
    const ids = all.data.map((p: { id: string }) => p.id);
    // Newest first: the five just made lead, in reverse order of making.
    expect(ids.slice(0, 5)).toEqual([...made].reverse());
    expect(all.data[0]).toMatchObject({ myVote: null, turnout: { voters: 0 } });
    expect(await idsPageByPage(reader, "/api/v1/proposals", 2)).toEqual(ids);

    const open = await idsPageByPage(reader, "/api/v1/proposals?status=open", 3);
    const closed = await idsPageByPage(reader, "/api/v1/proposals?status=closed", 3);
    expect(closed).toContain(made[1]);
    expect(open).not.toContain(made[1]);
    expect([...open, ...closed].sort()).toEqual([...ids].sort());

    const bad = await api(reader, "GET", "/api/v1/proposals?cursor=not-a-cursor&status=pending");
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(["status"]);
    expect((await api(reader, "GET", "/api/v1/proposals?cursor=not-a-cursor")).status).toBe(400);
  });

  it("shows a signed-in caller their own vote in the listing", async () => {
    const voter = await staker("lister@agora.test", "4");
    const id = await propose({ title: "Voted in the listing" });
    await vote(voter, id, 1);
    const page = (await api(voter, "GET", "/api/v1/proposals?status=open&limit=100")).body;
    const mine = page.data.find((p: { id: string }) => p.id === id);
    expect(mine.myVote).toMatchObject({ option: 1, stake: "4.00", weight: "2.000000" });
  });
});
