import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { kyaRequests } from "../../../apps/server/src/modules/verification/verification.tables";
import { api, startTestServer, type TestServer } from "../../../apps/server/test/harness";
import { AgoraError } from "../src/index";
import { type SdkUser, sdkUser } from "./world";

let server: TestServer;
let staker: SdkUser;
let owner: SdkUser;

beforeAll(async () => {
  server = await startTestServer();
  staker = await sdkUser(server, "sdk-staker@example.com");
  owner = await sdkUser(server, "sdk-stake-owner@example.com");
});
afterAll(async () => server?.close());

describe("staking and governance through the SDK", () => {
  it("stakes on an agent, shows the pool and positions, unstakes, and votes with the stake's weight", async () => {
    const agent = await owner.agora.agents.create({
      name: "Staked agent",
      categories: ["Research"],
      basePerMinuteRate: "0.60",
      status: "active",
    });
    await staker.agora.wallet.testDeposit({ amount: "500.00" });

    // A proposal needs $100 of active stake: refused before staking, with the rule named.
    const proposal = {
      title: "Lower the platform fee",
      body: "From 10 % to 8 %.",
      options: ["Yes", "No"],
      durationDays: 7,
    };
    const refused = await staker.agora.proposals.create(proposal).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AgoraError);
    expect(refused).toMatchObject({ status: 403, code: "forbidden" });

    const position = await staker.agora.stakes.create(agent.slug, { amount: "144" });
    expect(position).toMatchObject({ agent: { id: agent.id }, active: "144.00" });
    expect(await staker.agora.wallet.get()).toMatchObject({ available: "356.00", staked: "144.00" });
    const pool = await staker.agora.stakes.pool(agent.id);
    expect(pool).toMatchObject({ total: "144.00", stakers: 1 });
    expect((await staker.agora.stakes.topPools({ limit: 5 })).map((p) => p.agent.id)).toContain(agent.id);

    const made = await staker.agora.proposals.create(proposal);
    // Without a verified identity the vote is refused (decision 058); an agent of the staker's with
    // an approved KYA review gives one (the ladder's steps are the server's verification tests').
    expect(await staker.agora.proposals.vote(made.id, 0).catch((e: unknown) => e)).toMatchObject({
      status: 403,
      code: "forbidden",
    });
    const own = await staker.agora.agents.create({
      name: "Staker's own agent",
      categories: ["Research"],
      basePerMinuteRate: "0.60",
    });
    await server.database.db.insert(kyaRequests).values({
      agentId: own.id,
      submittedBy: (await api(staker.browser, "GET", "/api/auth/user")).body.id,
      legalName: "Sdk Staker Ltd",
      jurisdiction: "United Kingdom",
      modelProvider: "Anthropic",
      dataPolicyUrl: "https://staker.example/privacy",
      contactEmail: "sdk-staker@example.com",
      status: "approved",
      decidedAt: new Date(),
    });
    const voted = await staker.agora.proposals.vote(made.id, 0);
    // √144 = 12: the weight of the stake at the proposal's start.
    expect(voted.myVote).toMatchObject({ option: 0, weight: "12.000000" });
    const listed = [];
    for await (const p of staker.agora.proposals.list({ status: "open", limit: 1 })) listed.push(p.id);
    expect(listed).toContain(made.id);
    expect((await staker.agora.proposals.get(made.id)).options[0]).toMatchObject({ votes: 1 });

    const cooling = await staker.agora.stakes.unstake(position.id, { amount: "44" });
    expect(cooling).toMatchObject({ active: "100.00", cooling: "44.00" });
    const mine = [];
    for await (const p of staker.agora.stakes.list()) mine.push(p.id);
    expect(mine).toEqual([position.id]);
    expect(await staker.agora.stakes.totals()).toMatchObject({ active: "100.00", cooling: "44.00" });
  });
});
